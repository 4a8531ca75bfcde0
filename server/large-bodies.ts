import type { RequestHandler } from 'express'

/** A body this large or larger closes its connection after the answer. */
const LARGE_BODY_BYTES = 1024 * 1024

/**
 * A large body (or one of unknown length) closes its connection after the answer, so a body the
 * page didn't read to the end (a refused upload) can't leave the connection half-read for the
 * client's next request. Bodies over their limit are refused by the request guard (ADR 41).
 */
export const closeAfterLargeBodies: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared >= LARGE_BODY_BYTES || req.headers['transfer-encoding'] !== undefined)
    res.setHeader('Connection', 'close')
  next()
}
