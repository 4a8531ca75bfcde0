import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { registrationFlow } from '~/flows/identity.server'
import { pageTitles } from '~/messages/common/page-titles'
import { staticPageMessages } from '~/messages/common/static-pages'
import { identityMessages } from '~/messages/identity'
import { identityScreens as screen } from '~/messages/identity/screens'
import { getPatientConsentMessage } from '~/services/admin.server'
import { registerPatient } from '~/services/patient.server'
import { ConsentMessage } from '~/ui/consent-message'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Form } from '~/ui/form'
import { optional } from '~/utils/optional-call.server'
import { Path } from '~/utils/paths'
import { ServiceError } from '~/utils/service-error'
import { redirectWithAlert } from '~/utils/session.server'

export const meta: MetaFunction = () => [{ title: pageTitles.registerConsent }]

async function requirePending(request: Request) {
  const pending = await registrationFlow.read(request)
  if (!pending) {
    throw await redirectWithAlert(request, Path.register, {
      type: 'error',
      message: identityMessages.register.expired,
    })
  }
  return pending
}

/** Registration, consent step: the hospital's consent text, AGREE AND CONTINUE, then the register call. */
export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePending(request)
  const consent = await optional(getPatientConsentMessage(pending.hospitalId))
  return json({ consent, hospitalId: pending.hospitalId })
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await requirePending(request)
  try {
    await registerPatient({ ...pending.values, hospitalId: pending.hospitalId })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json({ error: error.serverText ?? identityMessages.register.failed }, { status: 400 })
  }
  const cookie = await registrationFlow.clear(request)
  return redirectWithAlert(
    request,
    Path.signIn,
    { type: 'success', message: identityMessages.register.success },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function RegisterConsent() {
  const { consent, hospitalId } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>{screen.registerConsentTitle}</h1>
      <ErrorSummary id="register-consent-errors" formErrors={result?.error ? [result.error] : []} />
      <ConsentMessage consent={consent} label={screen.consentText} />
      <p>
        {screen.seeAlso}
        <Link to="/TermsAndConditions">{staticPageMessages.termsAndConditions}</Link>.
      </p>
      <Form method="post">
        <div className="form-actions">
          {/* spec 1: the consent text is filler; registration never waits on it (a failure is shown, ADR 8) */}
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? screen.registering : screen.agreeAndContinue}
          </button>
          <Link to={`${Path.register}?hospitalId=${hospitalId}`} className="button">
            {screen.backToForm}
          </Link>
        </div>
      </Form>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
