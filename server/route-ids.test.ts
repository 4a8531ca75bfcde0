import type { ServerBuild } from '@remix-run/node'
import type { Response as ExpressResponse } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { answeredWhole, NO_ROUTE, requestRoutes, routeIdOf, routeMatcher } from './route-ids.ts'

const routes = {
  root: { id: 'root', path: '', module: { default: () => null } },
  'routes/page.$id': {
    id: 'routes/page.$id',
    parentId: 'root',
    path: 'page/:id',
    module: { action: () => null, default: () => null },
  },
  'routes/page.$id.calendar[.]ics': {
    id: 'routes/page.$id.calendar[.]ics',
    parentId: 'root',
    path: 'page/:id/calendar.ics',
    module: { loader: () => null },
  },
  'routes/photo.$id': { id: 'routes/photo.$id', parentId: 'root', path: 'photo/:id', module: { loader: () => null } },
} as unknown as ServerBuild['routes']

const responseFor = (path: string) => ({ req: { path }, locals: {} }) as unknown as ExpressResponse

describe("a request's routes", () => {
  it('are the routes its path runs, root first, with whether each takes a post', () => {
    const matched = routeMatcher(routes)('/page/42')
    expect(matched.map((route) => [route.id, route.hasAction])).toEqual([
      ['root', false],
      ['routes/page.$id', true],
    ])
    expect(routeIdOf(matched)).toBe('routes/page.$id')
    expect(routeIdOf(routeMatcher(routes)('/nothing/here'))).toBe(NO_ROUTE)
  })

  it('are matched once per request, however many steps read them', () => {
    const matcher = vi.fn(routeMatcher(routes))
    const routesOf = requestRoutes(() => matcher)
    const res = responseFor('/page/7')
    expect(routeIdOf(routesOf(res))).toBe('routes/page.$id')
    expect(routesOf(res)).toBe(routesOf(res))
    expect(matcher).toHaveBeenCalledTimes(1)
    routesOf(responseFor('/page/8'))
    expect(matcher).toHaveBeenCalledTimes(2)
  })
})

describe('answers sent whole', () => {
  const whole = (path: string) => {
    const matcher = vi.fn(routeMatcher(routes))
    return { whole: answeredWhole(path, () => matcher(path)), matched: matcher.mock.calls.length }
  }

  it("are a page's, its data's, and the page that says nothing matched", () => {
    expect(whole('/page/42')).toEqual({ whole: true, matched: 1 })
    expect(whole('/nothing/here')).toEqual({ whole: true, matched: 1 })
  })

  it("are not a resource route's, nor a file's, whose routes are not matched", () => {
    expect(whole('/photo/3')).toEqual({ whole: false, matched: 1 })
    expect(whole('/page/42/calendar.ics')).toEqual({ whole: false, matched: 0 })
    expect(whole('/build/entry.client-ABC.js')).toEqual({ whole: false, matched: 0 })
  })
})
