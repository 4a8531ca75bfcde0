import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/navigation/paths'
import { cookiesKeptBy } from '~/utils/session/after-sign-out.server'

/**
 * The step between logout and sign-in that sets again the two cookies logout's Clear-Site-Data
 * wiped and that say nothing about the patient: the language and the device id
 * (app/utils/session/after-sign-out.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of await cookiesKeptBy(request)) headers.append('Set-Cookie', cookie)
  return redirect(Path.signIn, { status: 303, headers })
}
