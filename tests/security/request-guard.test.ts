/**
 * The request checks of docs/security.md, replayed against the portal's own server
 * middleware (server/route-limits.ts, server/request-guard.ts) in a real express app on a real
 * socket. Behind them stands a handler that reads the body as Remix does and records whether
 * it ran, so a refused request is shown to have changed nothing.
 */

import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { createReadableStreamFromReadable } from '@remix-run/node'
import express from 'express'
import { http as mocked, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serverHooks } from '~/entry.server'
import { resetEnvCache } from '~/utils/env.server'
import { csrf, csrfToken } from '../../server/csrf'
import { requestGuard, swallowAfterRefusal } from '../../server/request-guard'
import { requestUrl } from '../../server/request-url'
import { routeLimits } from '../../server/route-limits'
import { server as msw } from '../mocks/standin'

const PUBLIC_URL = 'https://portal.example.org'
const SECRET = 'request-guard-test-secret-0123456789abcdef'
const BROWSER = 'a'.repeat(32)
const TOKEN = csrfToken(SECRET, BROWSER)
const MAX_UPLOAD = 256 * 1024
let base = ''
let server: http.Server
let ran: string[] = []

beforeAll(async () => {
  // the integration setup lifts the sign-in limit for other tests; here it is the default again
  process.env.SIGNIN_RATE_LIMIT = '10'
  resetEnvCache()
  const app = express()
  app.use(requestUrl({ origin: PUBLIC_URL, portal: serverHooks }))
  app.use(csrf({ secret: SECRET, production: false }))
  app.use(routeLimits(serverHooks))
  app.use(
    requestGuard({
      publicOrigin: PUBLIC_URL,
      maxUploadBytes: MAX_UPLOAD,
      bodyMs: { form: 500, upload: 500 },
      portal: serverHooks,
    }),
  )
  // what Remix does with a request: read its body as a form, then act
  app.all('*', async (req, res, next) => {
    try {
      const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: req.headers as HeadersInit }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        // as server/remix-handler.ts does: the guard's checked body when there is one
        init.body = createReadableStreamFromReadable((res.locals.body as Readable | undefined) ?? req)
        init.duplex = 'half'
      }
      const request = new Request(`http://127.0.0.1${req.originalUrl}`, init)
      const form = req.method === 'POST' ? await request.formData() : null
      ran.push(req.path)
      res.json({ fields: form ? [...form.keys()] : [], rateLimit: res.locals.rateLimit ?? null })
    } catch (error) {
      next(error)
    }
  })
  app.use(swallowAfterRefusal)
  // anything else would be Express's 500
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send('500')
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  process.env.SIGNIN_RATE_LIMIT = '1000'
  resetEnvCache()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  ran = []
  // msw sees every request of this process: these go to the real socket
  msw.use(mocked.all(`${base}/*`, () => passthrough()))
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One raw request (fetch can't send a chunked body on purpose, nor a wrong method's body). */
function send(
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    chunks?: Buffer[]
    agent?: http.Agent
  } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: init.method ?? 'POST', headers: init.headers, agent: init.agent },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    request.on('error', reject)
    for (const chunk of init.chunks ?? []) request.write(chunk)
    request.end(init.body)
  })
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  headers: { ...FORM, ...headers },
  body: new URLSearchParams(fields).toString(),
})
const limitedOf = (answer: Answer) => (JSON.parse(answer.body) as { rateLimit: { limited: boolean } | null }).rateLimit

function multipartBody(boundary: string, parts: Record<string, string>) {
  const fields = Object.entries(parts).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return `${fields.join('')}--${boundary}--\r\n`
}

describe('a limit binds to the route, whatever the spelling of its path', () => {
  it.each([
    ['/Care%54aker?id=7', '/CareTaker?id=7'],
    ['/caretaker/?id=7', '/CARETAKER?id=7'],
    ['/s%69gnin', '/signin/'],
    ['/forgot%2Dpassword', '/Forgot-Password'],
    ['/forgot-password/verify/', '/forgot-password/%76erify'],
  ])('%s and %s count as one route', async (spelling, other) => {
    // OTP_RATE_LIMIT and FORGOT_PASSWORD_RATE_LIMIT are 10 and 5: six and six make twelve
    const answers: Answer[] = []
    for (let i = 0; i < 6; i++)
      answers.push(await send(spelling, form({ a: '1' })), await send(other, form({ a: '1' })))
    expect(answers.map((a) => a.status)).toEqual(new Array(12).fill(200))
    expect(limitedOf(answers[0]!)).toEqual(expect.objectContaining({ limited: false }))
    expect(limitedOf(answers[11]!)).toEqual(expect.objectContaining({ limited: true }))
  })

  it('a path that does not decode is a 400, not a way around', async () => {
    // written on a bare socket: no HTTP client sends a malformed path
    const { port } = server.address() as AddressInfo
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.end(
          'POST /sign%in HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=1',
        ),
      )
      let answer = ''
      socket.on('data', (chunk) => (answer += String(chunk)))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })
    expect(head).toMatch(/^HTTP\/1\.1 400 /)
    expect(ran).toEqual([])
  })
})

describe('a state change from another origin is refused before the route runs', () => {
  it('a cross-origin form post gets the 403 page', async () => {
    const answer = await send('/resources/chat/1', form({ message: 'hi' }, { Origin: 'http://127.0.0.1:8099' }))
    expect(answer.status).toBe(403)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('did not come from the portal')
    expect(ran).toEqual([])
  })

  it("says so in the patient's language: the lang cookie, else Accept-Language (docs/languages.md)", async () => {
    const origin = { Origin: 'http://127.0.0.1:8099' }
    const hindi = await send('/resources/chat/1', form({ message: 'hi' }, { ...origin, Cookie: 'lang=hi' }))
    expect(hindi.status).toBe(403)
    expect(hindi.body).toContain('<html lang="hi">')
    expect(hindi.body).toContain('<h1>अनुमति नहीं है</h1>')
    expect(hindi.body).toContain('यह अनुरोध पोर्टल के अपने पेज से नहीं आया')
    const kannada = await send(
      '/resources/chat/1',
      form({ message: 'hi' }, { ...origin, 'Accept-Language': 'kn-IN,kn;q=0.9' }),
    )
    expect(kannada.body).toContain('<html lang="kn">')
    expect(kannada.body).toContain('ಪೋರ್ಟಲ್‌ಗೆ ಹಿಂತಿರುಗಿ')
    expect(ran).toEqual([])
  })

  it.each(['/Video/add-person?appointmentId=1&_data=routes%2F_app.Video.add-person', '/Video/add-person.data'])(
    'a data request (%s) gets 403 JSON',
    async (path) => {
      const answer = await send(path, form({ name: 'Mallory' }, { Origin: 'https://evil.example' }))
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('did not come from the portal') })
      expect(ran).toEqual([])
    },
  )

  it('a sibling subdomain (Sec-Fetch-Site: same-site) and a cross-site post without Origin are refused', async () => {
    const sibling = { Origin: 'https://other.example.org', 'Sec-Fetch-Site': 'same-site' }
    expect((await send('/logout', form({}, sibling))).status).toBe(403)
    expect((await send('/logout', form({}, { 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403)
    expect((await send('/logout', form({}, { Origin: 'null' }))).status).toBe(403)
    expect((await send('/logout', form({}, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403)
    expect(ran).toEqual([])
  })

  it("a page that sends no Referer (a text's link) posts with Origin null: through when the browser says same-origin", async () => {
    const linkPage = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }
    expect((await send('/logout', form({ a: '1' }, linkPage))).status).toBe(200)
    expect(ran).toEqual(['/logout'])
  })

  it("the portal's own pages get through: its public origin, or the instance it was sent to", async () => {
    const own = { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }
    expect((await send('/logout', form({ a: '1' }, own))).status).toBe(200)
    expect((await send('/logout', form({ a: '1' }, { Origin: base }))).status).toBe(200)
    // no browser sent this one, so no patient's cookie rides on it by someone else's doing
    expect((await send('/logout', form({ a: '1' }))).status).toBe(200)
    expect(ran).toEqual(['/logout', '/logout', '/logout'])
  })
})

describe("a browser that has the portal's cookie must send the form's token", () => {
  const cookie = { Cookie: `csrf=${BROWSER}` }

  it('a form without the token, or with another, gets 403 and the route never runs', async () => {
    expect((await send('/logout', form({ a: '1' }, cookie))).status).toBe(403)
    expect((await send('/logout', form({ _csrf: csrfToken(SECRET, 'b'.repeat(32)), a: '1' }, cookie))).status).toBe(403)
    expect((await send('/logout', { method: 'POST', headers: cookie })).status).toBe(403)
    const multipart = { ...cookie, 'Content-Type': 'multipart/form-data; boundary=xyz' }
    expect(
      (await send('/newProfile/photo', { headers: multipart, body: multipartBody('xyz', { intent: 'upload' }) }))
        .status,
    ).toBe(403)
    expect(ran).toEqual([])
  })

  it('the token as the first field, or as X-CSRF-Token, gets through', async () => {
    expect((await send('/logout', form({ _csrf: TOKEN, a: '1' }, cookie))).status).toBe(200)
    expect((await send('/logout', form({ a: '1' }, { ...cookie, 'X-CSRF-Token': TOKEN }))).status).toBe(200)
    const multipart = { ...cookie, 'Content-Type': 'multipart/form-data; boundary=xyz' }
    const body = multipartBody('xyz', { _csrf: TOKEN, intent: 'upload' })
    const answer = await send('/newProfile/photo', { headers: multipart, body })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ fields: ['_csrf', 'intent'] })
  })

  it('a first visit gets the cookie, and a post without it is left to the origin check', async () => {
    const page = await send('/signin', { method: 'GET' })
    expect(page.headers['set-cookie']?.[0]).toMatch(/^csrf=[\w-]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
    expect((await send('/logout', form({ a: '1' }))).status).toBe(200)
  })
})

describe('hostile requests get a 4xx and the server stays well', () => {
  it.each([
    ['application/json', '{"username":"asha"}'],
    ['text/plain', 'username=asha'],
  ])('a %s body gets 415', async (type, body) => {
    const answer = await send('/signin', { headers: { 'Content-Type': type }, body })
    expect(answer.status).toBe(415)
    expect(ran).toEqual([])
  })

  it('a wrong method gets 405 with Allow', async () => {
    const answer = await send('/signin', { method: 'PUT', ...form({ a: '1' }) })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST')
  })

  it('a broken multipart body gets 400, and the route never runs', async () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=xyz' }
    expect((await send('/signin', { headers, body: 'garbage' })).status).toBe(400)
    // cut off before its closing delimiter
    const cut = multipartBody('xyz', { a: '1' }).replace('--xyz--\r\n', '')
    expect((await send('/signin', { headers, body: cut })).status).toBe(400)
    expect((await send('/signin', { headers: { 'Content-Type': 'multipart/form-data' }, body: 'x' })).status).toBe(400)
    expect(ran).toEqual([])
    expect((await send('/signin', { headers, body: multipartBody('xyz', { a: '1' }) })).status).toBe(200)
  })

  it('a body over the cap by its last chunk never reaches the route', async () => {
    const chunks = [Buffer.alloc(60 * 1024, 'a'), Buffer.alloc(8 * 1024, 'a')]
    const answer = await send('/signin', { headers: { ...FORM, 'Transfer-Encoding': 'chunked' }, chunks })
    expect(answer.status).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ran).toEqual([])
  })

  it('a 100 KB urlencoded body gets the 413 page with Connection: close, declared or chunked', async () => {
    const big = Buffer.alloc(100 * 1024, 'a')
    const declared = await send('/signin', { headers: FORM, body: big })
    expect(declared.status).toBe(413)
    expect(declared.headers.connection).toBe('close')
    expect(declared.body).toContain('larger than the portal accepts: at most 64 KB at once')
    const chunked = await send('/signin', { headers: { ...FORM, 'Transfer-Encoding': 'chunked' }, chunks: [big] })
    expect(chunked.status).toBe(413)
    expect(chunked.headers.connection).toBe('close')
    expect(ran).toEqual([])
  })

  it('a chunked upload is counted as it streams: over the cap is a 413, and the route never runs', async () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=xyz', 'Transfer-Encoding': 'chunked' }
    const head = Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`)
    const chunks = [head, ...new Array(5).fill(Buffer.alloc(64 * 1024, 'b'))]
    const answer = await send('/newProfile/documents/medicalRecords', { headers, chunks, body: '\r\n--xyz--\r\n' })
    expect(answer.status).toBe(413)
    expect(ran).toEqual([])
  })

  it('a multipart body of too many parts gets 413', async () => {
    const parts = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']))
    const headers = { 'Content-Type': 'multipart/form-data; boundary=xyz' }
    expect((await send('/signin', { headers, body: multipartBody('xyz', parts) })).status).toBe(413)
  })

  it('after a refused upload the next request on the same connection is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const refused = await send('/signin', { agent, headers: FORM, body: Buffer.alloc(100 * 1024, 'a') })
    expect(refused.status).toBe(413)
    const next = await send('/signin', { agent, ...form({ a: '1' }) })
    expect(next.status).toBe(200)
    agent.destroy()
  })

  it('a body that trickles in gets 408 once its time is up', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/signin`, { method: 'POST', headers: { ...FORM, 'Content-Length': '100' } })
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
      request.write('a=')
    })
    expect(answer).toBe(408)
    expect(ran).toEqual([])
  })
})
