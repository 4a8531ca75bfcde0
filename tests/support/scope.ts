/**
 * A request's scope as server/ opens one (server/observability.ts, ADR 131), for tests that call
 * loaders, actions and the guard directly: inside `inScope(fields, fn)` every request the test
 * makes (tests/support/requests.ts) or runs (tests/support/run.ts) carries that one scope, as the
 * loaders and the action of one page share theirs. Tests run one at a time, so the open scope is a
 * variable; a scope opened inside another is the inner one until it ends.
 */
import { openScope, type RequestFields } from '~/utils/observability/request-context.server'

let current: ReturnType<typeof openScope> | undefined

/** Runs `fn` as server/ runs a request: inside a scope with `fields`, closed once `fn` has ended. */
export async function inScope<T>(fields: RequestFields, fn: () => Promise<T>): Promise<T> {
  const outer = current
  const opened = openScope(fields)
  current = opened
  try {
    return await fn()
  } finally {
    current = outer
    opened.close()
  }
}

/** `request`, naming the open scope as the request server/ hands Remix does (unless it names one already). */
export function scoped(request: Request): Request {
  if (current && !request.headers.has(current.header)) request.headers.set(current.header, current.key)
  return request
}
