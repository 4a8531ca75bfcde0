/**
 * The URL a request runs as (server/request-url.ts, ADR 72), replayed through the portal's own
 * request chain and Remix's router (tests/security/server-chain.ts): every spelling that once
 * reached the sign-in action past its per-address limit, and the request shapes that once ended
 * in a 500, are a 400 before any route; what is let through runs on the portal's fixed origin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '~/utils/env.server'
import { isHostName, runUrl } from '../../server/request-url'
import { letThrough, PUBLIC_URL, rawPost, rawRequest, send, startChain, type Chain } from './server-chain'

type Ran = { route: string; url: string; limited: boolean | null }
let ran: Ran[] = []
let chain: Chain

/** A route that records the URL it ran with and what the per-address limit told it. */
const recorder = (route: string) => ({
  action: ({ request, context }: { request: Request; context: { rateLimit?: { limited: boolean } } }) => {
    ran.push({ route, url: request.url, limited: context.rateLimit?.limited ?? null })
    return Response.json({ ok: true })
  },
  loader: ({ request }: { request: Request }) => {
    ran.push({ route, url: request.url, limited: null })
    return Response.json({ ok: true })
  },
})

beforeAll(async () => {
  // the integration setup lifts the sign-in limit for other tests; here it is the default again
  process.env.SIGNIN_RATE_LIMIT = '10'
  resetEnvCache()
  chain = await startChain({
    'routes/signin': { path: 'signin', module: recorder('signin') },
    'routes/$': { path: '*', module: recorder('splat') },
  })
})
afterAll(async () => {
  process.env.SIGNIN_RATE_LIMIT = '1000'
  resetEnvCache()
  await chain.close()
})
beforeEach(() => {
  ran = []
  letThrough(chain)
})

const SIGN_IN = 'username=asha&password=wrong'

describe('the sign-in limit cannot be skipped by spelling the path another way', () => {
  it.each([
    '/x/../signin',
    '/./signin',
    '/x/%2e%2e/signin',
    '/x/%2E%2e/signin',
    '/x/.%2e/signin',
    '/signin/.',
    '/signin/%2e',
    '/x\\..\\signin',
    '/x%5c..%5csignin',
    '/x%2f..%2fsignin',
    '//127.0.0.1/signin',
  ])('POST %s from one address: twelve times 400, and the action never runs', async (target) => {
    const answers = []
    for (let i = 0; i < 12; i++) answers.push((await rawPost(chain.port, target, SIGN_IN)).status)
    expect(answers).toEqual(new Array(12).fill(400))
    expect(ran).toEqual([])
  })

  it('POST /zzz with Host: 127.0.0.1/signin? is a 400, and nothing runs', async () => {
    const answer = await rawPost(chain.port, '/zzz', SIGN_IN, '127.0.0.1/signin?')
    expect(answer.status).toBe(400)
    expect(ran).toEqual([])
  })

  it('an absolute-form request line is a 400, and nothing runs', async () => {
    const answer = await rawPost(chain.port, `http://127.0.0.1:${chain.port}/signin`, SIGN_IN)
    expect(answer.status).toBe(400)
    expect(ran).toEqual([])
  })

  it('the plain path runs on the fixed origin whatever the Host, and its eleventh try is limited', async () => {
    for (let i = 0; i < 11; i++)
      expect((await rawPost(chain.port, '/signin', SIGN_IN, 'evil.example')).status).toBe(200)
    expect(ran.map((r) => r.url)).toEqual(new Array(11).fill(`${PUBLIC_URL}/signin`))
    expect(ran.map((r) => r.limited)).toEqual([...new Array(10).fill(false), true])
  })
})

describe('no request shape is a 500', () => {
  it.each([
    ['GET /%0a', `GET /%0a HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['GET /a%00b', `GET /a%00b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['GET /%7f', `GET /%7f HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['GET /%zz (does not decode)', `GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['Host: a b', `GET /signin HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`],
    ['Host: a/b', `GET /signin HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n`],
    ['Host: a@b', `GET /signin HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n`],
    ['X-Forwarded-Host: a b', `GET /signin HTTP/1.1\r\nHost: x\r\nX-Forwarded-Host: a b\r\nConnection: close\r\n\r\n`],
    ['an absolute-form GET', `GET http://127.0.0.1/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['an asterisk-form OPTIONS', `OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ['a fragment in the path', `GET /signin#x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
  ])('%s gets the 400 page, and nothing runs', async (_name, bytes) => {
    const answer = await rawRequest(chain.port, bytes)
    expect(answer.status).toBe(400)
    expect(answer.head).toMatch(/content-type: text\/html/i)
    expect(ran).toEqual([])
  })

  it('host names, addresses and ports are let through', async () => {
    for (const host of ['portal.example.org', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'portal_web:3000'])
      expect((await send(chain, '/signin', { headers: { Host: host } })).status, host).toBe(200)
    expect(ran.map((r) => r.url)).toEqual(new Array(5).fill(`${PUBLIC_URL}/signin`))
  })
})

describe('runUrl and isHostName', () => {
  it('keep a plain path and its query, on the given origin', () => {
    expect(runUrl('/Video/add-person?appointmentId=1&_data=x', PUBLIC_URL)?.href).toBe(
      `${PUBLIC_URL}/Video/add-person?appointmentId=1&_data=x`,
    )
    // a dot inside a segment, and dots in the query, are not dot segments
    expect(runUrl('/calendar.ics?next=/../x', PUBLIC_URL)?.pathname).toBe('/calendar.ics')
    expect(runUrl('/%252e%252e/signin', PUBLIC_URL)?.pathname).toBe('/%252e%252e/signin')
  })

  it('refuse a name that is not a host name', () => {
    expect(isHostName('-a.example')).toBe(false)
    expect(isHostName('a..example')).toBe(false)
    expect(isHostName('a.example:port')).toBe(false)
    expect(isHostName('a'.repeat(64))).toBe(false)
    expect(isHostName('')).toBe(false)
  })
})
