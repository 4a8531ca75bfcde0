import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { Path } from '~/utils/navigation/paths'
import { pathAfterSignOut } from '~/utils/session/after-sign-out.server'
import { endSession } from '~/utils/session/session.server'

/** Logout is a POST: it ends the session and tells the browser to forget this site. */
export async function action({ request }: ActionFunctionArgs) {
  // the browser forgets every cookie; the language and the session's device id are set again on the way to sign-in
  const next = await pathAfterSignOut(request)
  const response = await endSession(request, (patientId) => recordActivity(patientId, 'signOut', request))
  response.headers.set('Location', next)
  return response
}

/** A plain visit to /logout (a bookmark, a prefetch) must not sign anyone out. */
export function loader() {
  return redirect(Path.dashboard)
}
