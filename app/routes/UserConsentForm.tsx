import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { recordActivity } from '~/areas/activity.server'
import { hospitalAdminId } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { landingAfterSignIn } from '~/areas/identity.server'
import { RELATIONSHIPS } from '~/domain/common/consent'
import { consentConstraint } from '~/domain/identity/limits'
import { consentSchema } from '~/domain/identity/schemas'
import { getPatientConsentMessage } from '~/services/admin.server'
import { givePatientConsent } from '~/services/patient/account.server'
import { ConsentMessage } from '~/ui/consent-message'
import { Fill } from '~/ui/fill'
import { CheckboxField } from '~/ui/form/checkbox-field'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { SelectField } from '~/ui/form/select-field'
import { checkboxProps, inputProps, selectProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { useHydrated } from '~/ui/use-hydrated'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { markConsentGiven } from '~/utils/session/session.server'

export const meta = titleMeta

/**
 * The first-login consent (docs/rules/identity.md#screens, docs/rules/identity.md#states and docs/rules/identity.md#validation). The guard sends a FIRST_TIME_LOGIN patient
 * here; anyone else who opens it sees that the consent is already signed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const consent = await optional(getPatientConsentMessage(await hospitalAdminId(patient), patient))
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').consent,
    texts: textsFor(locale, 'consentScreen', 'consentMessages', 'relationshipLabels', 'staticPageMessages'),
    consent,
    alreadySigned: patient.loginStatus === 'NEXT_LOGIN',
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  if (patient.loginStatus === 'NEXT_LOGIN') throw redirect(Path.dashboard)
  const m = textsOf(localeOf(request), 'identityMessages')
  const submission = parseWithZod(await readForm(request), { schema: consentSchema(m) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await givePatientConsent(patient, submission.value)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // The failure is logged by the request helper; the patient needs to know it did not go through.
    return json(submission.reply({ formErrors: [m.consent.failed] }), { status: 400 })
  }
  await recordActivity(patient.patientId, 'consentGiven', request)
  const landing = await landingAfterSignIn(request, Path.dashboard, [await markConsentGiven(request)])
  return redirect(landing.to, { headers: landing.headers })
}

export default function UserConsentForm() {
  const { consent, alreadySigned } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const hydrated = useHydrated()
  const screen = useTexts('consentScreen')
  const relationships = useTexts('relationshipLabels')
  const pages = useTexts('staticPageMessages')
  const [agreed, setAgreed] = useState(false)
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    name: string
    relation: string
    agree: string
  }>('consent', lastResult, ['name', 'relation', 'agree'], consentConstraint, {
    name: screen.name,
    relation: screen.relationship,
  })
  const agree = checkboxProps(fields.agree)

  return (
    <div className="backdrop">
      <main id="main" className="consent" tabIndex={-1} aria-labelledby="consent-title">
        <div className="consent__head">
          <h1 id="consent-title">{screen.consentTitle}</h1>
          <Form method="post" action={Path.logout} reloadDocument>
            <button type="submit" className="icon-button" aria-label={screen.closeAndSignOut}>
              <span aria-hidden="true">×</span>
            </button>
          </Form>
        </div>
        <ErrorSummary id="consent-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
        {alreadySigned ? (
          <p className="notice" role="status">
            {screen.alreadySigned}
          </p>
        ) : null}
        <Form method="post" {...formProps}>
          <Field
            label={screen.name}
            inputProps={{
              ...inputProps(fields.name, 'text'),
              autoComplete: 'name',
              disabled: alreadySigned,
            }}
            errors={fields.name.errors}
          />
          <SelectField
            label={screen.relationship}
            selectProps={{ ...selectProps(fields.relation), disabled: alreadySigned }}
            options={RELATIONSHIPS.map((r) => ({ value: r, label: relationships[r] }))}
            errors={fields.relation.errors}
          />
          <ConsentMessage consent={consent} label={screen.consentMessages} />
          <CheckboxField
            label={screen.readAndAgree}
            inputProps={{
              ...agree,
              disabled: alreadySigned,
              defaultChecked: alreadySigned || agree.defaultChecked,
              onChange: (e) => setAgreed(e.currentTarget.checked),
            }}
            errors={fields.agree.errors}
          />
          {alreadySigned ? (
            <Link to={Path.dashboard} className="button button--primary">
              {screen.goToAppointments}
            </Link>
          ) : (
            <SubmitButton
              className="button button--primary button--block"
              pending={sending}
              // Without JavaScript the button stays usable and the server refuses an unticked box.
              disabled={hydrated && !agreed}
            >
              {sending ? screen.saving : screen.proceed}
            </SubmitButton>
          )}
        </Form>
        <p className="consent__foot">
          <Fill
            text={screen.agree}
            values={{
              terms: <Link to="/TermsOfService">{pages.termsOfService}</Link>,
              privacy: <Link to="/PrivacyPolicy">{pages.privacyPolicy}</Link>,
            }}
          />
        </p>
      </main>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
