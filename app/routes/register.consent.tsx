import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { registrationAttempt, registrationCookie } from '~/areas/identity.server'
import { registrationAnswerTells } from '~/domain/identity/neutral-answers'
import { getPatientConsentMessage } from '~/services/admin.server'
import { registerPatient } from '~/services/patient/recovery.server'
import { ConsentMessage } from '~/ui/consent-message'
import { Fill } from '~/ui/fill'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

async function requirePending(request: Request) {
  const pending = await registrationCookie.read(request)
  if (!pending) {
    throw await redirectWithAlert(request, Path.register, {
      type: 'error',
      message: requestTexts(request).texts('identityMessages').register.expired,
    })
  }
  return pending
}

/** Registration, consent step: the hospital's consent text, AGREE AND CONTINUE, then the register call. */
export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePending(request)
  const consent = await optional(getPatientConsentMessage(pending.hospitalId, { scope: scopeOf(request) }))
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').registerConsent,
    texts: textsFor(locale, 'registerConsentScreen', 'consentMessages', 'staticPageMessages'),
    consent,
    hospitalId: pending.hospitalId,
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePending(request)
  const m = requestTexts(request).texts('identityMessages')
  // the entered values stay in the registration's cookie: the way back to the form shows them
  const counts = await registrationAttempt(context.clientAddress, pending.values)
  if (counts.refused) return json({ error: fill(m.register.tooMany, { minutes: counts.minutes }) }, { status: 429 })
  try {
    await registerPatient({ ...pending.values, hospitalId: pending.hospitalId }, scopeOf(request))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status < 400 || error.status >= 500) await counts.unanswered()
    // "already registered" ends the journey as a registration does: the same page, the same words (ADR 76)
    if (!registrationAnswerTells(error)) return json({ error: error.serverText ?? m.register.failed }, { status: 400 })
  }
  const cookie = await registrationCookie.clear(request)
  return redirectWithAlert(
    request,
    Path.signIn,
    { type: 'success', message: m.register.success },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function RegisterConsent() {
  const { consent, hospitalId } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const screen = useTexts('registerConsentScreen')
  const pages = useTexts('staticPageMessages')
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>{screen.registerConsentTitle}</h1>
      <ErrorSummary id="register-consent-errors" formErrors={result?.error ? [result.error] : []} />
      <ConsentMessage consent={consent} label={screen.consentText} />
      <p>
        <Fill
          text={screen.seeAlso}
          values={{ terms: <Link to="/TermsAndConditions">{pages.termsAndConditions}</Link> }}
        />
      </p>
      <Form method="post">
        <div className="form-actions">
          {/* docs/rules/identity.md#screens: the consent text is filler; registration never waits on it (a failure is shown, ADR 8) */}
          <SubmitButton className="button button--primary" pending={sending}>
            {sending ? screen.registering : screen.agreeAndContinue}
          </SubmitButton>
          <Link to={`${Path.register}?hospitalId=${hospitalId}`} className="button">
            {screen.backToForm}
          </Link>
        </div>
      </Form>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
