import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recoveryCookie, sendRecoveryCode, type Recovery } from '~/areas/identity.server'
import { recoveryErrorText } from '~/domain/identity/forgot-password-error'
import { OTP_RESEND_MS, otpConstraint } from '~/domain/identity/limits'
import { otpSchema } from '~/domain/identity/schemas'
import { verifyPasswordOtp } from '~/services/patient/recovery.server'
import { Countdown } from '~/ui/countdown'
import { Fill } from '~/ui/fill'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { limits } from '~/utils/session/limits.server'
import { attempt, hit } from '~/utils/session/rate-limit.server'

export const meta = titleMeta

async function requireRecovery(request: Request): Promise<Recovery> {
  const recovery = await recoveryCookie.read(request)
  if (!recovery) {
    throw await redirectWithAlert(request, Path.forgotPassword, {
      type: 'error',
      message: textsOf(localeOf(request), 'identityMessages').forgot.expired,
    })
  }
  return recovery
}

/** Forgot password, step 2 of 3: the one-time code, with Resend once the 15 minutes are over. */
export async function loader({ request }: LoaderFunctionArgs) {
  const recovery = await requireRecovery(request)
  if (recovery.verified) throw redirect(Path.forgotPasswordReset)
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').verifyIdentity,
    texts: textsFor(locale, 'verifyIdentityScreen'),
    channel: recovery.channel,
    target: recovery.target,
    resendAt: recovery.sentAt + OTP_RESEND_MS,
    now: Date.now(),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const recovery = await requireRecovery(request)
  const formData = await readForm(request)
  const texts = textsFor(localeOf(request), 'identityMessages', 'signInMessages')
  const m = texts.identityMessages.forgot
  const submission = parseWithZod(formData, { schema: otpSchema(texts.identityMessages) })
  const tooMany = (seconds: number) => fill(m.tooMany, { seconds })
  const refuse = (message: string, status = 400) => json(submission.reply({ formErrors: [message] }), { status })
  if (context.rateLimit?.limited) {
    return refuse(tooMany(context.rateLimit.retryAfterSeconds), 429)
  }

  if (formData.get('intent') === 'resend') {
    if (Date.now() < recovery.sentAt + OTP_RESEND_MS) return refuse(m.resendTooSoon)
    const target = recovery.channel === 'email' ? { email: recovery.target.toLowerCase() } : { phone: recovery.target }
    const perTarget = await hit(limits().forgotPasswordPerTarget, target.email ?? target.phone ?? recovery.target)
    if (perTarget.limited) return refuse(tooMany(perTarget.retryAfterSeconds), 429)
    let userId: number | null
    try {
      userId = await sendRecoveryCode(target, request)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      return refuse(recoveryErrorText(error, texts))
    }
    const cookie = await recoveryCookie.write(request, { ...recovery, userId, sentAt: Date.now(), verified: false })
    return redirectWithAlert(
      request,
      Path.forgotPasswordVerify,
      { type: 'success', message: m.otpSent },
      { headers: { 'Set-Cookie': cookie } },
    )
  }

  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  // the portal's own count per recovery flow (the account, or the unknown address, and its code),
  // whatever the services lock; counted before the services are asked, so a burst gets no more
  // through (ADR 74)
  const flowKey = `${recovery.userId ?? recovery.target.toLowerCase()}:${recovery.sentAt}`
  const tries = await attempt(limits().recoveryCodeFailuresPerFlow, flowKey)
  if (tries.limited) return refuse(tooMany(tries.retryAfterSeconds), 429)
  // one text for every refused code, the services' own included (a code expired or used up, a
  // code for an address they do not know): the answer never tells who is a patient (ADR 76)
  let verified = false
  if (recovery.userId !== null) {
    try {
      verified = await verifyPasswordOtp(recovery.userId, submission.value.otp, scopeOf(request))
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      return refuse(m.otpInvalid)
    }
  }
  if (!verified) return refuse(m.otpInvalid)
  await tries.reset()
  const cookie = await recoveryCookie.write(request, { ...recovery, verified: true })
  return redirect(Path.forgotPasswordReset, { headers: { 'Set-Cookie': cookie } })
}

export default function VerifyIdentity() {
  const { channel, target, resendAt, now } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const screen = useTexts('verifyIdentityScreen')
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ otp: string }>(
    'verify-otp',
    lastResult,
    ['otp'],
    otpConstraint,
    { otp: screen.otp },
  )

  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <p className="step">{screen.step2}</p>
        <h1>{screen.verifyTitle}</h1>
        <p>
          <Fill
            text={channel === 'email' ? screen.codeSentByEmail : screen.codeSentBySms}
            values={{ target: <strong>{target}</strong> }}
          />
        </p>
        <ErrorSummary id="verify-otp-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
        <Form method="post" {...formProps}>
          <Field
            label={screen.otp}
            hint={screen.otpHint}
            inputProps={{
              ...inputProps(fields.otp, 'text'),
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
            }}
            errors={fields.otp.errors}
          />
          <SubmitButton name="intent" value="verify" className="button button--primary button--block" pending={sending}>
            {sending ? screen.checking : screen.verify}
          </SubmitButton>
        </Form>
        <Countdown
          until={resendAt}
          serverNow={now}
          label={screen.resendIn}
          done={
            <Form method="post" className="resend">
              <button type="submit" name="intent" value="resend" className="link-button">
                {screen.resendOtp}
              </button>
            </Form>
          }
        />
        <p className="sign-in__links">
          <Link to={Path.forgotPassword}>{screen.useAnother}</Link>
        </p>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
