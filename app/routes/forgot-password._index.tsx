import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useNavigation } from '@remix-run/react'
import { recoveryCookie, sendRecoveryCode } from '~/areas/identity.server'
import { recoveryChannel, recoveryErrorText } from '~/domain/identity/forgot-password-error'
import { HONEYPOT_FIELD, recoveryConstraint } from '~/domain/identity/limits'
import { recoverySchema } from '~/domain/identity/schemas'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { Honeypot } from '~/ui/form/honeypot'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'

export const meta = titleMeta

/** Forgot password, step 1 of 3 (docs/rules/identity.md#screens, docs/rules/identity.md#states, docs/rules/identity.md#validation and docs/rules/identity.md#errors): e-mail or mobile number. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOf(request)
  // Starting again forgets any half-done reset.
  return json(
    { title: textsOf(locale, 'pageTitles').forgotPassword, texts: textsFor(locale, 'forgotPasswordScreen') },
    { headers: { 'Set-Cookie': await recoveryCookie.clear(request) } },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const texts = textsFor(localeOf(request), 'identityMessages', 'signInMessages')
  const m = texts.identityMessages
  const submission = parseWithZod(formData, { schema: recoverySchema(m) })
  if (context.rateLimit?.limited) {
    const wait = fill(m.forgot.tooMany, { seconds: context.rateLimit.retryAfterSeconds })
    return json(submission.reply({ formErrors: [wait] }), { status: 429 })
  }
  if (formData.get(HONEYPOT_FIELD))
    return json(submission.reply({ formErrors: [texts.signInMessages.problem] }), { status: 400 })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })

  const input = submission.value.emailOrMobile
  const channel = recoveryChannel(input) ?? 'email'
  const target = channel === 'email' ? { email: input.toLowerCase() } : { phone: input }
  // codes sent to one address or number, whoever asks (docs/security.md); the per-address limit is server/'s
  const perTarget = await hit(limits().forgotPasswordPerTarget, target.email ?? target.phone ?? input)
  if (perTarget.limited) {
    const wait = fill(m.forgot.tooMany, { seconds: perTarget.retryAfterSeconds })
    return json(submission.reply({ formErrors: [wait] }), { status: 429 })
  }
  // an address or number the services do not know goes on to the same next step (ADR 76)
  let userId: number | null
  try {
    userId = await sendRecoveryCode(target, request)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json(submission.reply({ formErrors: [recoveryErrorText(error, texts)] }), { status: 400 })
  }
  const cookie = await recoveryCookie.write(request, {
    userId,
    channel,
    target: input,
    sentAt: Date.now(),
    verified: false,
  })
  return redirectWithAlert(
    request,
    Path.forgotPasswordVerify,
    { type: 'success', message: m.forgot.otpSent },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const screen = useTexts('forgotPasswordScreen')
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ emailOrMobile: string }>(
    'forgot-password',
    lastResult,
    ['emailOrMobile'],
    recoveryConstraint,
    { emailOrMobile: screen.emailOrMobile },
  )

  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <LanguageSwitch />
        <p className="step">{screen.step1}</p>
        <h1>{screen.forgotTitle}</h1>
        <p>{screen.forgotIntro}</p>
        <ErrorSummary id="forgot-password-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
        <Form method="post" {...formProps}>
          <Field
            label={screen.emailOrMobile}
            inputProps={{
              ...inputProps(fields.emailOrMobile, 'text'),
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
            }}
            errors={fields.emailOrMobile.errors}
          />
          <Honeypot />
          <SubmitButton className="button button--primary button--block" pending={sending}>
            {sending ? screen.sending : screen.sendOtp}
          </SubmitButton>
        </Form>
        <p className="sign-in__links">
          <Link to={Path.signIn}>{screen.backToSignIn}</Link>
        </p>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
