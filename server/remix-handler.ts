import type { Readable } from 'node:stream'
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { urlOf } from './request-url.ts'
import { isWholeAnswer, sendWhole } from './whole-answer.ts'

/**
 * Remix behind express, as @remix-run/express does it, with three differences: the URL is the one
 * server/request-url.ts settled (ADR 72); the body Remix reads is the request guard's checked
 * stream (`res.locals.body`) when there is one, so a body refused part-way never completes for an
 * action (server/request-guard.ts); and a page or a route's data goes out whole, compressed in one
 * call (server/whole-answer.ts), a rendered page's bytes taken as the app made them (`wholeBodyOf`: its answer
 * carries them beside it, not as a Web body).
 */
export function remixHandler({
  build,
  getLoadContext,
  wholeBodyOf,
}: {
  build: ServerBuild
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** A rendered page's bytes, which its answer carries beside it (app/utils/request/render-whole.server.ts). */
  wholeBodyOf: (response: Response) => Buffer | undefined
}): RequestHandler {
  const handle = createRequestHandler(build, build.mode)
  return async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res), getLoadContext(req, res))
      res.statusMessage = response.statusText
      res.status(response.status)
      for (const [key, value] of response.headers.entries()) res.append(key, value)
      const page = wholeBodyOf(response)
      if (page) sendWhole(req, res, page)
      else if (!response.body) res.end()
      else if (isWholeAnswer(response.headers)) sendWhole(req, res, Buffer.from(await response.arrayBuffer()))
      else await writeReadableStreamToWritable(response.body, res)
    } catch (error) {
      next(error)
    }
  }
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // the URL the request URL check settled on the portal's own origin, never one built from Host
  const url = urlOf(res)
  // every header as it stands, with the key of the request's scope that server/observability.ts wrote over the client's
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    for (const value of Array.isArray(values) ? values : values ? [values] : []) headers.append(key, value)
  }
  // `Origin: null` is a post from a page that sends no Referer (a text's link), which the request guard
  // let through only as the browser's same-origin post; Remix's own origin check would refuse it
  if (headers.get('origin') === 'null') headers.delete('origin')
  // Loaders and actions stop once the answer can't be written any more (closed before it finished).
  const controller = new AbortController()
  let finished = false
  res.on('finish', () => (finished = true))
  res.on('close', () => finished || controller.abort())
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable((res.locals.body as Readable | undefined) ?? req)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}
