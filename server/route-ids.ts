import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'

/** The label of a request that matched no route of the build. */
export const NO_ROUTE = 'other'

type RouteTree = Parameters<typeof matchRoutes>[0][number]

/**
 * The id of the route a path runs (the deepest match, as Remix's own router finds it), or
 * `other`: a bounded set of names, whatever paths a client asks for, for the request metrics.
 */
export function routeIdOf(routes: ServerBuild['routes']): (pathname: string) => string {
  const all = Object.values(routes)
  const tree = (parentId: string): RouteTree[] =>
    all
      .filter((route) => (route.parentId ?? '') === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        // an index route has no children of its own
        index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: tree(id) },
      )
  const roots = tree('')
  return (pathname) => matchRoutes(roots, pathname)?.at(-1)?.route.id ?? NO_ROUTE
}
