import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requirePatient } from '~/session.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Change Password | Patient Portal' }]

/**
 * Change password (spec 1 section 2); a temporary password is sent here. The
 * form itself comes with the identity issue.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request)
  return null
}

export default function ChangePassword() {
  return (
    <>
      <h1>Change Password</h1>
      <p>Please choose a new password to replace the temporary one you were given.</p>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
