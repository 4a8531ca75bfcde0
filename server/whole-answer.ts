import zlib from 'node:zlib'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

/**
 * A page or a data answer goes out whole and compressed in one call (ADR 124). The page is rendered to
 * one string (ADR 114), so nothing is gained by streaming it through a compressing stream, which costs
 * the page twice the CPU of compressing its bytes at once: the stream hands every chunk to a worker
 * thread and back. Other answers (files, resource routes' answers, what express answers itself) pass the
 * `compression` middleware (server/index.ts), which leaves an answer alone once it has a Content-Encoding.
 */
const WHOLE_TYPES = /^(?:text\/html|application\/json)\b/i

/** Below this an answer is sent as it is, as the `compression` middleware does (a packet either way). */
export const COMPRESS_FROM_BYTES = 1024

/** Brotli at the `compression` middleware's quality, sized for the page: the same bytes as it sends. */
const BROTLI_QUALITY = 4

export type Encoding = 'br' | 'gzip' | 'identity'

/** Whether an answer with these headers is one to read whole: a page or a route's data. */
export function isWholeAnswer(headers: Headers): boolean {
  return WHOLE_TYPES.test(headers.get('content-type') ?? '')
}

/** The body as sent with `encoding`: compressed in one call, or as it is. */
export function encodeWhole(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  }
  return encoding === 'gzip' ? zlib.gzipSync(body) : body
}

/**
 * The encoding an answer of `bytes` goes with: brotli whenever the browser takes it (browsers name
 * gzip first, at the same weight), else gzip; none when small or told not to.
 */
export function encodingFor(
  bytes: number,
  { takes, cacheControl }: { takes: (encoding: 'br' | 'gzip') => boolean; cacheControl: string | undefined },
): Encoding {
  if (bytes < COMPRESS_FROM_BYTES || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl ?? '')) return 'identity'
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity'
}

/** Ends `res` with the whole body, compressed as the request accepts. */
export function sendWhole(req: ExpressRequest, res: ExpressResponse, body: Buffer) {
  res.vary('Accept-Encoding')
  const encoding = encodingFor(body.length, {
    takes: (encoding) => req.acceptsEncodings(encoding) === encoding,
    cacheControl: String(res.getHeader('Cache-Control') ?? ''),
  })
  const sent = encodeWhole(body, encoding)
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', sent.length)
  res.end(sent)
}
