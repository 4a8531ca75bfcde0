import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { otpErrorText, resendErrorText } from '~/domain/identity/forgot-password-error'
import { OTP_RESEND_MS, otpConstraint } from '~/domain/identity/limits'
import { otpSchema } from '~/domain/identity/schemas'
import { recoveryFlow, type Recovery } from '~/flows/identity.server'
import { requestPasswordOtp, verifyPasswordOtp } from '~/services/patient.server'
import { Countdown } from '~/ui/countdown'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { Fill } from '~/ui/fill'
import { Form } from '~/ui/form'
import { inputProps, useServerForm } from '~/ui/server-form'
import { titleMeta } from '~/ui/title-meta'
import { limits } from '~/utils/limits.server'
import { localeOf } from '~/utils/locale.server'
import { Path } from '~/utils/paths'
import { failures, hit } from '~/utils/rate-limit.server'
import { ServiceError } from '~/utils/service-error'
import { redirectWithAlert } from '~/utils/session.server'
import { fill, useTexts } from '~/utils/texts'
import { textsFor, textsOf } from '~/utils/texts.server'

export const meta = titleMeta

async function requireRecovery(request: Request): Promise<Recovery> {
  const recovery = await recoveryFlow.read(request)
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
  const formData = await request.formData()
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
    try {
      await requestPasswordOtp(target)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      return refuse(resendErrorText(error, recovery.channel, texts))
    }
    const cookie = await recoveryFlow.write(request, { ...recovery, sentAt: Date.now(), verified: false })
    return redirectWithAlert(
      request,
      Path.forgotPasswordVerify,
      { type: 'success', message: m.otpSent },
      { headers: { 'Set-Cookie': cookie } },
    )
  }

  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  // the portal's own count per recovery flow (the account and its code), whatever the services lock (docs/security.md)
  const tries = failures(limits().recoveryCodeFailuresPerFlow, `${recovery.userId}:${recovery.sentAt}`)
  const wait = await tries.blockedFor()
  if (wait > 0) return refuse(tooMany(wait), 429)
  let verified: boolean
  try {
    verified = await verifyPasswordOtp(recovery.userId, submission.value.otp)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status >= 400 && error.status < 500) await tries.fail()
    return refuse(otpErrorText(error, texts))
  }
  if (!verified) {
    await tries.fail()
    return refuse(otpErrorText(null, texts))
  }
  await tries.reset()
  const cookie = await recoveryFlow.write(request, { ...recovery, verified: true })
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
          <button
            type="submit"
            name="intent"
            value="verify"
            className="button button--primary button--block"
            disabled={sending}
          >
            {sending ? screen.checking : screen.verify}
          </button>
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
