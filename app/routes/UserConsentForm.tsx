import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { requirePatient } from '~/session.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Patient Consent | Patient Portal' }]

/**
 * Where a first sign-in is sent (spec 1 section 2). The consent form itself
 * comes with the identity issue; until then the patient can read why and sign out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request)
  return null
}

export default function UserConsentForm() {
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>Patient Consent</h1>
      <p>Before you use the portal for the first time, the hospital needs your consent.</p>
      <Form method="post" action="/logout" reloadDocument>
        <button type="submit" className="button">
          Logout
        </button>
      </Form>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
