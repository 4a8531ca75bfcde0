import type { RequestHandler, Response as ExpressResponse } from 'express'
import { refuseAsNoAction, refuseAsNotFound, type RefusalHooks } from './request-guard.ts'
import { urlOf } from './request-url.ts'
import type { MatchedRoute } from './route-ids.ts'

/**
 * Where a post lands, by the rule of Remix's router: the deepest route the path matches, or its
 * parent when that is an index route and the URL has no `?index`. `action` when that route has
 * one; `none` when it has not (Remix answers 405); `nowhere` when only the catch-all `*` matched.
 */
export type PostTarget = 'action' | 'none' | 'nowhere'

/** Where a post to `url` lands, from the routes its path matched (server/route-ids.ts). */
export function postTargetOf(matches: MatchedRoute[], url: URL): PostTarget {
  const leaf = matches.at(-1)
  const naked = url.searchParams.getAll('index').some((value) => value === '')
  const target = leaf?.index && !naked ? matches.at(-2) : leaf
  if (!target || (target.path === '*' && !target.hasAction)) return 'nowhere'
  return target.hasAction ? 'action' : 'none'
}

/**
 * A post to a route without an action is answered here, 405 (404 to a path nothing has), before
 * Remix runs: Remix would answer 405 too, but renders it with the root's boundary without running
 * the root's loader, and the error page cannot draw without its texts (a 500).
 */
export function refusePostsWithoutAction(
  routesOf: (res: ExpressResponse) => MatchedRoute[],
  portal: RefusalHooks,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const target = postTargetOf(routesOf(res), urlOf(res))
    if (target === 'nowhere') return refuseAsNotFound(portal, req, res)
    if (target === 'none') return refuseAsNoAction(portal, req, res)
    next()
  }
}
