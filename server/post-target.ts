import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'
import type { RequestHandler } from 'express'
import { refuseAsNoAction, refuseAsNotFound, type RefusalHooks } from './request-guard.ts'
import { urlOf } from './request-url.ts'

/**
 * Where a post lands, by the rule of Remix's router: the deepest route the path matches, or its
 * parent when that is an index route and the URL has no `?index`. `action` when that route has
 * one; `none` when it has not (Remix answers 405); `nowhere` when only the catch-all `*` matched.
 */
export type PostTarget = 'action' | 'none' | 'nowhere'

type RouteTree = Parameters<typeof matchRoutes>[0][number] & { hasAction: boolean }

export function postTargetOf(routes: ServerBuild['routes']): (url: URL) => PostTarget {
  const all = Object.values(routes)
  const tree = (parentId: string): RouteTree[] =>
    all
      .filter((route) => (route.parentId ?? '') === parentId)
      .map(({ id, path, index, caseSensitive, module }) => {
        const hasAction = typeof (module as { action?: unknown }).action === 'function'
        return index
          ? { id, path, index, caseSensitive, hasAction }
          : { id, path, caseSensitive, hasAction, children: tree(id) }
      })
  const roots = tree('')
  return (url) => {
    const matches = matchRoutes(roots, url.pathname) ?? []
    const leaf = matches.at(-1)?.route as RouteTree | undefined
    const naked = url.searchParams.getAll('index').some((value) => value === '')
    const target = leaf?.index && !naked ? (matches.at(-2)?.route as RouteTree | undefined) : leaf
    if (!target || (target.path === '*' && !target.hasAction)) return 'nowhere'
    return target.hasAction ? 'action' : 'none'
  }
}

/**
 * A post to a route without an action is answered here, 405 (404 to a path nothing has), before
 * Remix runs: Remix would answer 405 too, but renders it with the root's boundary without running
 * the root's loader, and the error page cannot draw without its texts (a 500).
 */
export function refusePostsWithoutAction(
  targetOf: () => (url: URL) => PostTarget,
  portal: RefusalHooks,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const target = targetOf()(urlOf(res))
    if (target === 'nowhere') return refuseAsNotFound(portal, req, res)
    if (target === 'none') return refuseAsNoAction(portal, req, res)
    next()
  }
}
