import type { RequestHandler } from 'express'
import { errorPageMessages } from '../app/messages/common/error-page.ts'

/** A body this large or larger closes its connection after the answer. */
const LARGE_BODY_BYTES = 1024 * 1024

/**
 * Oversize bodies. A request declaring more than `maxBytes` gets a 413 page at once; a large body
 * (or one of unknown length) closes its connection after the answer, so a body the page didn't
 * read to the end (a refused upload) can't leave the connection half-read for the client's next
 * request.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    const chunked = req.headers['transfer-encoding'] !== undefined
    if (declared >= LARGE_BODY_BYTES || chunked) res.setHeader('Connection', 'close')
    if (declared > maxBytes) {
      res.status(413).set({ Connection: 'close', 'Cache-Control': 'no-store' }).type('html').send(tooLargePage())
      return
    }
    next()
  }
}

function tooLargePage() {
  const m = errorPageMessages
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${m.tooLargeTitle}</title></head><body><main><h1>${m.tooLargeTitle}</h1><p>${m.tooLarge}</p><p><a href="/">${m.back}</a></p></main></body></html>`
}
