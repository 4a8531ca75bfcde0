import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { forgetRememberedDevices } from '~/areas/security.server'
import { passwordChangeErrorText } from '~/domain/identity/forgot-password-error'
import { changePasswordConstraint } from '~/domain/identity/limits'
import { changePasswordSchema } from '~/domain/identity/schemas'
import { changePassword } from '~/services/patient/account.server'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { NewPasswordFields } from '~/ui/form/new-password-fields'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { redirectAfterPasswordChange, signOutEverywhere } from '~/utils/session/session.server'

export const meta = titleMeta

const PASSWORDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** Change password (docs/rules/identity.md#screens, docs/rules/identity.md#states, docs/rules/identity.md#validation and docs/rules/identity.md#errors); a temporary password is sent here by the guard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').changePassword,
    texts: textsFor(locale, 'passwordForm'),
    temporary: patient.temporaryPassword === 'YES',
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const texts = textsFor(localeOf(request), 'identityMessages', 'signInMessages')
  const m = texts.identityMessages.password
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema(texts.identityMessages) })
  // Passwords never come back to the page, not even after a mistake.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: PASSWORDS })
  if (submission.status !== 'success') return json(reply(), { status: 400 })

  try {
    await changePassword(patient, submission.value)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json(reply([passwordChangeErrorText(error, texts)]), { status: 400 })
  }
  await forgetRememberedDevices(patient.patientId)
  await recordActivity(patient.patientId, 'passwordChanged', request)
  // A temporary password is done with: sign in again with the new one (docs/rules/identity.md#states).
  // Either way every other session of the patient ends (a password change is how a patient locks others out).
  if (patient.temporaryPassword === 'YES') {
    return signOutEverywhere(patient, { type: 'success', message: m.signInAgain })
  }
  return redirectAfterPasswordChange(request, patient.patientId, Path.dashboard, {
    type: 'success',
    message: m.changed,
  })
}

export default function ChangePassword() {
  const { temporary } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const screen = useTexts('passwordForm')
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    currentPassword: string
    newPassword: string
    confirmPassword: string
  }>('change-password', lastResult, ['currentPassword', 'newPassword', 'confirmPassword'], changePasswordConstraint, {
    currentPassword: screen.currentPassword,
    newPassword: screen.newPassword,
    confirmPassword: screen.confirmPassword,
  })

  return (
    <div className="page--narrow">
      <h1>{screen.changeTitle}</h1>
      {temporary ? <p>{screen.temporaryIntro}</p> : null}
      <ErrorSummary id="change-password-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <Field
          label={screen.currentPassword}
          inputProps={{
            ...inputProps(fields.currentPassword, 'password'),
            autoComplete: 'current-password',
          }}
          errors={fields.currentPassword.errors}
        />
        <NewPasswordFields password={fields.newPassword} confirmation={fields.confirmPassword} />
        <div className="form-actions">
          <SubmitButton className="button button--primary" pending={saving}>
            {saving ? screen.saving : screen.changeTitle}
          </SubmitButton>
          {temporary ? null : (
            <Link to={Path.dashboard} className="button">
              {screen.cancel}
            </Link>
          )}
        </div>
      </Form>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
