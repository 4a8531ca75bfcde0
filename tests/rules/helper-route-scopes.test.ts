import { beforeAll, describe, expect, it } from 'vitest'
import { helperRouteOf, helperRoutes } from '~/domain/helpers/route-scopes'
import { routeManifest } from './route-manifest'

/**
 * A helper acting for a patient opens only what the patient's scopes allow (docs/helpers.md): every
 * URL of the route manifest the compiler builds has its row in the helpers' table, so a new page is
 * refused to helpers or opened to a scope on purpose, never by being forgotten.
 */
type Manifest = Awaited<ReturnType<typeof routeManifest>>
let manifest: Manifest
beforeAll(async () => {
  manifest = await routeManifest()
})

/** A route's whole URL pattern, its parents' paths before its own: `/myappointments/:appointmentId/cancel`. */
function patternOf(id: string): string {
  const route = manifest[id]
  if (!route || id === 'root') return ''
  const parent = patternOf(route.parentId ?? 'root')
  return [parent, route.path ?? ''].filter(Boolean).join('/')
}

/** Every URL pattern of the manifest: each route with a path of its own, and the index page. */
function patterns(): string[] {
  return Object.values(manifest)
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index))
    .map((route) => `/${patternOf(route.id)}`)
}

describe("the helpers' table", () => {
  it('has a row for every URL of the route manifest', () => {
    const missing = patterns().filter((pattern) => !(pattern in helperRoutes))
    expect(missing).toEqual([])
    expect(patterns().length).toBeGreaterThan(60)
  })

  it("finds each URL's own row for a request to it", () => {
    for (const pattern of patterns()) {
      const url = pattern.replace(/:[^/]+/g, '7').replace(/\*$/, 'nowhere')
      expect({ url, row: helperRouteOf(url) }).toEqual({ url, row: helperRoutes[pattern] })
    }
  })
})
