import { posix } from 'node:path'
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'
import type { Response as ExpressResponse } from 'express'

/** The label of a request that matched no route of the build. */
export const NO_ROUTE = 'other'

type RouteTree = Parameters<typeof matchRoutes>[0][number] & { hasAction: boolean; resource: boolean }
/**
 * A route a path runs: its id, its path, whether it is an index route, whether it takes a post, and whether it is
 * a resource route (no component: it answers what its loader or action makes, not a page).
 */
export type MatchedRoute = Pick<RouteTree, 'id' | 'path' | 'index' | 'hasAction' | 'resource'>

/** The routes a path runs, root first, as Remix's own router finds them; none when nothing matched. */
export type RouteMatcher = (pathname: string) => MatchedRoute[]

/** The build's route tree, made once per build; each path matched against it with Remix's router. */
export function routeMatcher(routes: ServerBuild['routes']): RouteMatcher {
  const all = Object.values(routes)
  const tree = (parentId: string): RouteTree[] =>
    all
      .filter((route) => (route.parentId ?? '') === parentId)
      .map(({ id, path, index, caseSensitive, module }) => {
        const exports = module as { action?: unknown; default?: unknown } | undefined
        const hasAction = typeof exports?.action === 'function'
        const resource = exports?.default === undefined
        // an index route has no children of its own
        return index
          ? { id, path, index, caseSensitive, hasAction, resource }
          : { id, path, caseSensitive, hasAction, resource, children: tree(id) }
      })
  const roots = tree('')
  return (pathname) => matchRoutes(roots, pathname)?.map((match) => match.route as RouteTree) ?? []
}

/**
 * A request's routes, matched once and kept with the response: the metrics label and where a post
 * lands read the same match.
 */
export function requestRoutes(matcher: () => RouteMatcher): (res: ExpressResponse) => MatchedRoute[] {
  return (res) => (res.locals.routes ??= matcher()(res.req.path)) as MatchedRoute[]
}

/**
 * The id of the route a request runs (the deepest match), or `other`: a bounded set of names,
 * whatever paths a client asks for, for the request metrics.
 */
export function routeIdOf(routes: MatchedRoute[]): string {
  return routes.at(-1)?.id ?? NO_ROUTE
}

/**
 * Whether a request's answer leaves the Remix handler whole, compressed in one call (server/whole-answer.ts): a
 * page, a page's data, or the page that says nothing matched. A path with an extension is a file's, or a resource
 * route's that names its format (`calendar.ics`): its routes are not matched.
 */
export function answeredWhole(pathname: string, routes: () => MatchedRoute[]): boolean {
  return posix.extname(pathname) === '' && !routes().at(-1)?.resource
}
