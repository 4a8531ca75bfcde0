import { json, type ActionFunctionArgs } from '@remix-run/node'
import { requirePatient } from '~/utils/session/guard.server'
import { touchSession } from '~/utils/session/touch.server'

/** 'Stay signed in': restarts the session's idle timer. */
export async function action({ request }: ActionFunctionArgs) {
  await requirePatient(request)
  await touchSession(request)
  return json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
