import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { chosenLocale } from '~/utils/language/locale.server'
import { Path } from '~/utils/navigation/paths'
import { endSession } from '~/utils/session/session.server'

/** Logout is a POST: it ends the session and tells the browser to forget this site. */
export async function action({ request }: ActionFunctionArgs) {
  const response = await endSession(request, (patientId) => recordActivity(patientId, 'signOut', request))
  // The browser forgets the language with every other cookie; it is not about the patient, so
  // the language route sets it again on the way to sign-in (ADR 57).
  const lang = chosenLocale(request)
  if (lang)
    response.headers.set('Location', `${Path.language}?${new URLSearchParams({ lang, redirectTo: Path.signIn })}`)
  return response
}

/** A plain visit to /logout (a bookmark, a prefetch) must not sign anyone out. */
export function loader() {
  return redirect(Path.dashboard)
}
