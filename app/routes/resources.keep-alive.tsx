import { json, type ActionFunctionArgs } from '@remix-run/node'
import { refreshSessionCookie, requirePatient } from '~/utils/session.server'

/** 'Stay signed in': restarts the session's idle timer. */
export async function action({ request }: ActionFunctionArgs) {
  await requirePatient(request)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  await refreshSessionCookie(request, headers)
  return json({ ok: true }, { headers })
}
