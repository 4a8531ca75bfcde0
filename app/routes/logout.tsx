import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { endSession } from '~/utils/session.server'

/** Logout is a POST: it ends the session and tells the browser to forget this site. */
export async function action({ request }: ActionFunctionArgs) {
  return endSession(request)
}

/** A plain visit to /logout (a bookmark, a prefetch) must not sign anyone out. */
export function loader() {
  return redirect(Path.dashboard)
}
