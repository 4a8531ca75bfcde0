/**
 * No request shape is a 500: a post to any route of the build, through the portal's request chain
 * and the real pages (root, error boundary, entry.server), is answered; one to a page or endpoint
 * without an action is a 405, one to a path the portal doesn't have a 404, each with the portal's
 * page in the patient's language. Remix answers such a post 405 but renders it without the root's
 * loader, and the error page cannot draw without its texts (a 500).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { csrfToken } from '../../server/csrf'
import { postTargetOf } from '../../server/post-target'
import { routeMatcher } from '../../server/route-ids'
import { appBuild, fullPath, type AppRoute } from './app-build'
import { letThrough, PUBLIC_URL, SECRET, send, startChain, type Chain } from './server-chain'

const BROWSER = 'e'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
let chain: Chain
let routes: AppRoute[]
let targetOf: (url: URL) => string

beforeAll(async () => {
  const app = await appBuild()
  routes = app.routes
  const matchRoutes = routeMatcher(app.build.routes)
  targetOf = (url) => postTargetOf(matchRoutes(url.pathname), url)
  chain = await startChain(app.build)
})
afterAll(() => chain.close())
beforeEach(() => letThrough(chain))

const post = (path: string) =>
  send(chain, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Host: new URL(PUBLIC_URL).host,
      Origin: PUBLIC_URL,
      Cookie: `csrf=${BROWSER}`,
    },
    body: `_csrf=${TOKEN}&intent=x`,
  })

/** A URL of the route: its dynamic segments filled, the catch-all a path nothing has. */
const urlOf = (route: AppRoute) =>
  `/${fullPath(routes, route)
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, 'nowhere')}${route.index ? '?index' : ''}`

describe('a post to every route of the build', () => {
  it('is never a 500; without an action it is a 405, to a path the portal lacks a 404', async () => {
    const answers: Record<string, number> = {}
    const without: string[] = []
    for (const route of routes.filter((r) => r.id !== 'root')) {
      const url = urlOf(route)
      const { status, body } = await post(url)
      answers[url] = status
      const target = targetOf(new URL(url, PUBLIC_URL))
      if (target === 'action') continue
      without.push(url)
      expect({ url, status }).toEqual({ url, status: target === 'nowhere' ? 404 : 405 })
      expect(body).toContain(target === 'nowhere' ? 'Page not found' : 'Request not accepted')
    }
    expect(Object.entries(answers).filter(([, status]) => status >= 500)).toEqual([])
    // the catch-all, the pages that only show and the endpoints that only answer GET: not a vacuous walk
    expect(without).toContain('/nowhere')
    expect(without.length).toBeGreaterThan(10)
  }, 120_000)

  it('a post to a path with no route at all is a 404', async () => {
    for (const path of ['/nowhere', '/about', '/a/b/c', '/?index'])
      expect((await post(path)).status, path).not.toBe(500)
    expect((await post('/a/b/c')).status).toBe(404)
  })
})
