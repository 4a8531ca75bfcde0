/**
 * Calling a loader or an action the way Remix does: a real Request (tests/support/requests.ts),
 * the route's params and the load context server/ hands every loader and action; inside `inScope`
 * (tests/support/scope.ts), the request names its scope.
 */
import { isDeepStrictEqual } from 'node:util'
import type { ActionFunction, AppLoadContext, LoaderFunction, LoaderFunctionArgs } from '@remix-run/node'
import { scoped } from './scope'

/** The load context server/index.ts builds for a request (a fixed nonce and client address). */
export const testContext: AppLoadContext = { cspNonce: 'test-nonce', clientAddress: '203.0.113.7' }

type RunOptions = {
  /** The route's dynamic segments, as Remix fills them from the URL: `{ appointmentId: '3' }`. */
  params?: LoaderFunctionArgs['params']
  /** What differs from `testContext`, e.g. `{ rateLimit: { limited: true, retryAfterSeconds: 30 } }`. */
  context?: Partial<AppLoadContext>
}

/**
 * Runs a loader or an action. A thrown Response (a redirect, a 404) is returned like any other;
 * plain data is answered as JSON, as Remix does for the browser. A page's render on the server reads
 * a loader's plain data as it was returned (ADR 119), so a loader's must be exactly what JSON gives back:
 * no dates, no undefined values, nothing with a prototype of its own. (Actions' answers always go as JSON.)
 */
export async function run(
  fn: LoaderFunction | ActionFunction,
  request: Request,
  { params = {}, context = {} }: RunOptions = {},
): Promise<Response> {
  try {
    const result = await fn({ request: scoped(request), params, context: { ...testContext, ...context } })
    if (result instanceof Response) return result
    const loading = request.method === 'GET' || request.method === 'HEAD'
    if (loading && !isDeepStrictEqual(JSON.parse(JSON.stringify(result)), result)) {
      throw new Error(`plain data that JSON changes: the server's render would differ from the browser's`)
    }
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
