import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { sessionLeftMs } from '~/utils/session/touch.server'

/**
 * How long the session has left, asked by the idle warning at its deadline (ADR 75): another tab
 * the patient used may have moved the clock on. Reading it moves nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ leftMs: await sessionLeftMs(request) }, { headers: { 'Cache-Control': 'no-store' } })
}
