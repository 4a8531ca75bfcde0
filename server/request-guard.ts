import { Transform, type TransformCallback } from 'node:stream'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import type { ServerHooks } from '../app/entry.server.tsx'
import { CSRF_FIELD, CSRF_HEADER, expectedCsrf, sameToken } from './csrf.ts'

/**
 * What a state-changing request must be before Remix runs (ADR 41): from the portal's own origin,
 * a POST (GET and HEAD change nothing), a form body of a form's content type, and of a bounded
 * size and time. Each refusal is a 4xx page (or JSON for data requests) that closes the
 * connection when a body may be left unread, so the client's next request starts clean: after
 * reading on what the client still sends, up to a bound, so it reads the page and not a reset.
 */

/** A urlencoded form is a few fields; only uploads (multipart) may be large. */
export const FORM_BODY_BYTES = 64 * 1024
/** Parts of one multipart body: the largest form has ten documents and a few fields. */
export const MULTIPART_MAX_PARTS = 32
/**
 * What is read on (and dropped) of a refused body still arriving before the connection ends, as a
 * web server's lingering close does: a client that reads the answer only once it has sent
 * everything (Node's http, Chromium) gets the page instead of a reset when the rest arrives within
 * this; one still sending after it (a slow line) has its upload cut, which Chromium answers by
 * reading the page it was sent.
 */
export const REFUSED_BODY_DRAIN = { bytes: 16 * 1024 * 1024, ms: 3_000 }
/** A form body must arrive within this; an upload gets the longer one. */
export const FORM_BODY_MS = 15_000
export const UPLOAD_BODY_MS = 120_000

const URLENCODED = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data'

export type GuardOptions = {
  /** The portal's public origin (PUBLIC_URL), besides the origin the request was sent to. */
  publicOrigin?: string
  /** The largest multipart body (MAX_REQUEST_BYTES). */
  maxUploadBytes: number
  /** How long a form body and an upload may take to arrive (tests shorten them). */
  bodyMs?: { form: number; upload: number }
  portal: RefusalHooks
}

/** What a refusal page needs of the app: the patient's language and the error page's texts in it. */
export type RefusalHooks = Pick<ServerHooks, 'localeOfHeaders' | 'errorPageTexts' | 'tooLargeText'>

type ErrorText = keyof ReturnType<ServerHooks['errorPageTexts']>
/**
 * A refusal names its texts; they are read in the patient's language when the page is made. One
 * whose client is too slow to wait for is closed at once (`drain: false`).
 */
type Refusal = { status: number; title: ErrorText; text: ErrorText; headers?: Record<string, string>; drain?: false }

const refusals = {
  crossOrigin: { status: 403, title: 'forbiddenTitle', text: 'crossOrigin' },
  method: { status: 405, title: 'badRequestTitle', text: 'badRequest', headers: { Allow: 'GET, HEAD, POST' } },
  noAction: { status: 405, title: 'badRequestTitle', text: 'badRequest', headers: { Allow: 'GET, HEAD' } },
  notFound: { status: 404, title: 'notFoundTitle', text: 'notFound' },
  contentType: { status: 415, title: 'badRequestTitle', text: 'badRequest' },
  broken: { status: 400, title: 'badRequestTitle', text: 'badRequest' },
  tooLarge: { status: 413, title: 'tooLargeTitle', text: 'tooLarge' },
  tooSlow: { status: 408, title: 'badRequestTitle', text: 'tooSlow', drain: false },
} satisfies Record<string, Refusal>

/** A Remix data request (`?_data=`, or a `.data` URL under single fetch): it gets JSON, not a page. */
export function isDataRequest(req: Pick<ExpressRequest, 'path' | 'query'>) {
  return req.query._data !== undefined || req.path.endsWith('.data')
}

/** `limitBytes`: the size a too-large body went over, said on its page. */
function refuse(portal: RefusalHooks, req: ExpressRequest, res: ExpressResponse, refusal: Refusal, limitBytes = 0) {
  if (res.headersSent) return
  res.locals.refused = true
  res.status(refusal.status).set({ Connection: 'close', 'Cache-Control': 'no-store', ...refusal.headers })
  // in the patient's language: the `lang` cookie, else Accept-Language, as the pages choose it
  const locale = portal.localeOfHeaders(req.get('cookie'), req.get('accept-language'))
  const t = portal.errorPageTexts(locale)
  const text = refusal === refusals.tooLarge ? portal.tooLargeText(locale, limitBytes) : t[refusal.text]
  const answer = isDataRequest(req)
    ? { type: 'json', body: JSON.stringify({ error: text }) }
    : { type: 'html', body: refusalPage(locale, t[refusal.title], text, t.back) }
  res.type(answer.type).set('Content-Length', String(Buffer.byteLength(answer.body)))
  // The whole answer goes out now; the response ends (and with it the connection) once the rest of
  // the body has arrived, or at the drain's bound: the request is then ended, half-read or not.
  res.write(answer.body)
  res.once('finish', () => req.destroy())
  if (refusal.drain === false) res.end()
  else drainThen(req, () => res.end())
}

/** Reads on and drops what the client still sends of a refused body, up to REFUSED_BODY_DRAIN, then `done`. */
function drainThen(req: ExpressRequest, done: () => void) {
  if (req.complete) return done()
  let read = 0
  const stop = () => {
    clearTimeout(timer)
    for (const event of ['end', 'close']) req.off(event, stop)
    req.off('data', count)
    done()
  }
  const count = (chunk: Buffer) => {
    read += chunk.length
    if (read > REFUSED_BODY_DRAIN.bytes) stop()
  }
  const timer = setTimeout(stop, REFUSED_BODY_DRAIN.ms)
  timer.unref()
  // a body the guard was checking is no longer piped anywhere: it flows into the count
  req.unpipe()
  req.on('data', count)
  req.once('end', stop)
  req.once('close', stop)
  req.resume()
}

/** The 400 page, for a request the portal can't read (server/request-url.ts). */
export function refuseAsBroken(portal: RefusalHooks, req: ExpressRequest, res: ExpressResponse) {
  refuse(portal, req, res, refusals.broken)
}

/** The 405 page, for a post to a page or endpoint that takes none (server/post-target.ts). */
export function refuseAsNoAction(portal: RefusalHooks, req: ExpressRequest, res: ExpressResponse) {
  refuse(portal, req, res, refusals.noAction)
}

/** The 404 page, for a post to a path the portal doesn't have (server/post-target.ts). */
export function refuseAsNotFound(portal: RefusalHooks, req: ExpressRequest, res: ExpressResponse) {
  refuse(portal, req, res, refusals.notFound)
}

/** The dictionaries' own texts (no markup in them), so nothing here needs escaping. */
function refusalPage(lang: string, title: string, text: string, back: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">${back}</a></p></main></body></html>`
}

/**
 * Whether a state-changing request comes from the portal's own pages: `Origin` must be the
 * public origin (or the origin the request went to: an instance reached directly, behind the
 * proxy), and `Sec-Fetch-Site` (sent by every current browser) must not say another site or a
 * sibling subdomain sent it. A request with neither header is not from a browser page, so no
 * patient's cookies ride on it by someone else's doing. A page that sends no Referer (a text's
 * link, `no-referrer`) posts with `Origin: null`: accepted only when the browser itself says the
 * post is from the same origin.
 */
export function sameOrigin(req: ExpressRequest, publicOrigin?: string) {
  const site = req.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = req.get('origin')
  if (origin === undefined) return true
  if (origin === 'null') return site === 'same-origin'
  return origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`
}

function contentTypeOf(req: ExpressRequest) {
  return (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function boundaryOf(req: ExpressRequest) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '')
  return match ? (match[1] ?? match[2]) : undefined
}

/**
 * The guard. A body it lets through goes on as `res.locals.body`, a stream that carries the
 * body only while it stays within bounds (server/remix-handler.ts hands that one to Remix): a
 * refusal errors it before its end, so the route can't act on a body that was refused. Remix
 * runs only once the token is checked: a urlencoded body (64 KB at most) is read whole first, a
 * multipart one up to its first part, the token; so an action that never reads its body can't
 * act on a wrong one.
 */
export function requestGuard(options: GuardOptions): RequestHandler {
  const { portal } = options
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    if (!sameOrigin(req, options.publicOrigin)) return refuse(portal, req, res, refusals.crossOrigin)
    if (req.method !== 'POST') return refuse(portal, req, res, refusals.method)
    // the form's token: a header (scripted posts), else the body's first field
    const expected = expectedCsrf(res)
    const token = expected && !sameToken(req.get(CSRF_HEADER), expected) ? expected : undefined
    const declared = Number(req.get('content-length') ?? 0)
    const chunked = req.get('transfer-encoding') !== undefined
    if (!chunked && declared === 0) return token ? refuse(portal, req, res, refusals.crossOrigin) : next()
    const type = contentTypeOf(req)
    const boundary = type === MULTIPART ? boundaryOf(req) : undefined
    if (type !== URLENCODED && type !== MULTIPART) return refuse(portal, req, res, refusals.contentType)
    if (type === MULTIPART && !boundary) return refuse(portal, req, res, refusals.broken)
    const maxBytes = type === MULTIPART ? options.maxUploadBytes : FORM_BODY_BYTES
    if (declared > maxBytes) return refuse(portal, req, res, refusals.tooLarge, maxBytes)
    const { form, upload } = options.bodyMs ?? { form: FORM_BODY_MS, upload: UPLOAD_BODY_MS }
    const body = new CheckedBody({ maxBytes, boundary, token }, (refusal) =>
      refuse(portal, req, res, refusal, maxBytes),
    )
    const timer = setTimeout(() => body.refuse(refusals.tooSlow), type === MULTIPART ? upload : form)
    timer.unref()
    body.on('close', () => clearTimeout(timer))
    req.on('close', () => clearTimeout(timer))
    // its only error is a refusal, already answered; before Remix reads it nobody else listens
    body.on('error', () => {})
    res.locals.body = body
    // the rest of the chain (Remix, the action) goes on once the held form's token has passed
    if (body.held) body.once('cleared', () => next())
    req.pipe(body)
    if (!body.held) next()
  }
}

/** The first part of a multipart body may be at most this large: it is the form's token. */
const TOKEN_PART_MAX_BYTES = 4 * 1024

/**
 * The body as it streams (chunked or not): counted, and a multipart body's parts counted and its
 * framing checked. The last bytes are held back until the end is checked too. A urlencoded body
 * is held whole, and a multipart one with a `token` to find until its first part is there (the
 * portal's forms put the token first); then the body is `cleared`: checked, and going on.
 */
class CheckedBody extends Transform {
  private bytes = 0
  private parts = 0
  private head = Buffer.alloc(0)
  private tail = Buffer.alloc(0)
  private chunks: Buffer[] = []
  private readonly delimiter?: Buffer
  /** Whether the body waits (held) before it goes on; false once it is cleared. */
  held: boolean

  constructor(
    private readonly limits: { maxBytes: number; boundary?: string; token?: string },
    private readonly onRefusal: (refusal: Refusal) => void,
  ) {
    super()
    if (limits.boundary) this.delimiter = Buffer.from(`--${limits.boundary}`)
    this.held = !this.delimiter || limits.token !== undefined
  }

  refuse(refusal: Refusal) {
    this.onRefusal(refusal)
    this.destroy(new Error(`refused with ${refusal.status}`))
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.limits.maxBytes) return this.refuse(refusals.tooLarge)
    const delimiter = this.delimiter
    if (delimiter) {
      // delimiters that straddle two chunks are found in the joined tail
      const window = Buffer.concat([this.tail, chunk])
      this.parts += occurrences(window, delimiter) - occurrences(this.tail, delimiter)
      if (this.parts > MULTIPART_MAX_PARTS + 1) return this.refuse(refusals.tooLarge)
      this.tail = window.subarray(Math.max(0, window.length - delimiter.length - 4))
      if (this.head.length < delimiter.length)
        this.head = Buffer.concat([this.head, chunk]).subarray(0, delimiter.length)
    }
    if (!this.held) return done(null, chunk)
    this.chunks.push(chunk)
    if (delimiter) {
      const found = firstPartToken(Buffer.concat(this.chunks), delimiter)
      if (found === null && this.bytes > TOKEN_PART_MAX_BYTES) return this.refuse(refusals.crossOrigin)
      if (found !== null) return this.release(found, done)
    }
    done()
  }

  /** The token is found (or not, or none is needed): the held bytes go on, or the body is refused. */
  private release(found: string | undefined | null, done: TransformCallback) {
    const token = this.limits.token
    if (token !== undefined && !sameToken(found, token)) return this.refuse(refusals.crossOrigin)
    const held = Buffer.concat(this.chunks)
    this.held = false
    this.chunks = []
    this.push(held)
    this.emit('cleared')
    done()
  }

  override _flush(done: TransformCallback) {
    const delimiter = this.delimiter
    if (delimiter && !(this.head.equals(delimiter) && this.tail.includes(Buffer.from(`${delimiter}--`))))
      return this.refuse(refusals.broken)
    if (!this.held) return done()
    const body = Buffer.concat(this.chunks)
    const found = delimiter
      ? firstPartToken(body, delimiter)
      : new URLSearchParams(body.toString('utf8')).get(CSRF_FIELD)
    this.release(found, done)
  }
}

/** The value of a multipart body's first part if it is the token; undefined if it isn't; null while not all there. */
function firstPartToken(body: Buffer, delimiter: Buffer): string | undefined | null {
  const headersEnd = body.indexOf('\r\n\r\n')
  if (headersEnd === -1) return null
  const valueEnd = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd)
  if (valueEnd === -1) return null
  const headers = body.subarray(delimiter.length, headersEnd).toString('utf8')
  if (!new RegExp(`name="${CSRF_FIELD}"`).test(headers)) return undefined
  return body.subarray(headersEnd + 4, valueEnd).toString('utf8')
}

function occurrences(haystack: Buffer, needle: Buffer) {
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

/**
 * After a refusal Remix fails on the body it was reading; that failure is expected and already
 * answered, so it is not logged as an error.
 */
export const swallowAfterRefusal: (
  err: unknown,
  req: ExpressRequest,
  res: ExpressResponse,
  next: (e?: unknown) => void,
) => void = (err, _req, res, next) => {
  if (res.locals.refused) return
  next(err)
}
