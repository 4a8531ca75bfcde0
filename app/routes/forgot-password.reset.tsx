import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { recoveryCookie } from '~/areas/identity.server'
import { forgetRememberedDevices } from '~/areas/security.server'
import { passwordChangeErrorText } from '~/domain/identity/forgot-password-error'
import { newPasswordConstraint } from '~/domain/identity/limits'
import { newPasswordSchema } from '~/domain/identity/schemas'
import { setPasswordWithOtp } from '~/services/patient/recovery.server'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { NewPasswordFields } from '~/ui/form/new-password-fields'
import { useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { endPatientSessions } from '~/utils/session/session.server'

export const meta = titleMeta

async function requireVerified(request: Request) {
  const recovery = await recoveryCookie.read(request)
  if (!recovery) {
    throw await redirectWithAlert(request, Path.forgotPassword, {
      type: 'error',
      message: textsOf(localeOf(request), 'identityMessages').forgot.expired,
    })
  }
  if (!recovery.verified || recovery.userId === null) throw redirect(Path.forgotPasswordVerify)
  return { ...recovery, userId: recovery.userId }
}

/** Forgot password, step 3 of 3: the new password, with the rules of docs/rules/identity.md#validation. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireVerified(request)
  const locale = localeOf(request)
  return json({ title: textsOf(locale, 'pageTitles').resetPassword, texts: textsFor(locale, 'passwordForm') })
}

export async function action({ request }: ActionFunctionArgs) {
  const recovery = await requireVerified(request)
  const formData = await readForm(request)
  const texts = textsFor(localeOf(request), 'identityMessages', 'signInMessages')
  const submission = parseWithZod(formData, { schema: newPasswordSchema(texts.identityMessages) })
  const reply = (formErrors?: string[]) =>
    submission.reply({ formErrors, hideFields: ['newPassword', 'confirmPassword'] })
  if (submission.status !== 'success') {
    const empty = !formData.get('newPassword') || !formData.get('confirmPassword')
    return json(reply(empty ? [texts.identityMessages.password.fillAll] : undefined), { status: 400 })
  }
  try {
    await setPasswordWithOtp(recovery.userId, submission.value, scopeOf(request))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json(reply([passwordChangeErrorText(error, texts)]), { status: 400 })
  }
  // whoever was signed in with the old password is signed out everywhere, and no browser is trusted any more
  await endPatientSessions(recovery.userId)
  await forgetRememberedDevices(recovery.userId)
  await recordActivity(recovery.userId, 'passwordReset', request)
  return redirect(Path.forgotPasswordDone, { headers: { 'Set-Cookie': await recoveryCookie.clear(request) } })
}

export default function ResetPassword() {
  const lastResult = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const screen = useTexts('passwordForm')
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    newPassword: string
    confirmPassword: string
  }>('reset-password', lastResult, ['newPassword', 'confirmPassword'], newPasswordConstraint, {
    newPassword: screen.newPassword,
    confirmPassword: screen.confirmPassword,
  })
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <p className="step">{screen.step3}</p>
        <h1>{screen.resetTitle}</h1>
        <ErrorSummary id="reset-password-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
        <Form method="post" {...formProps}>
          <NewPasswordFields password={fields.newPassword} confirmation={fields.confirmPassword} />
          <SubmitButton className="button button--primary button--block" pending={saving}>
            {saving ? screen.saving : screen.resetTitle}
          </SubmitButton>
        </Form>
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
