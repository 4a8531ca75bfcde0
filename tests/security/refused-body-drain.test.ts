/**
 * A body refused as too large while the client is still sending it (server/request-guard.ts): the
 * portal answers the 413 page at once and reads on what still arrives, up to REFUSED_BODY_DRAIN,
 * before it ends the connection. A client that reads only once it has sent everything (Node's
 * http, some browsers) then gets the page with the limit in words, not a reset. Replayed through
 * the portal's request chain (tests/security/server-chain.ts, uploads up to 256 KB) on a bare socket
 * that writes its body in pieces, as a slow line delivers it, and reads nothing until it is done.
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFUSED_BODY_DRAIN } from '../../server/request-guard'
import { PUBLIC_URL, startChain, type Chain } from './server-chain'

let chain: Chain
let ran = 0

beforeAll(async () => {
  const module = { action: () => ((ran += 1), Response.json({ ok: true })) }
  chain = await startChain({ 'routes/resources.upload': { path: 'resources/upload', module } })
})
afterAll(() => chain.close())

const PIECE = 64 * 1024

type Outcome = { sent: number; answer: string; error: string | null }

/**
 * Declares `declared` bytes of multipart upload and writes them in pieces, each once the last is
 * taken, stopping after `stopAfter` bytes (a line that stalls); then reads what came.
 */
function upload(declared: number, stopAfter = declared): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(chain.port, '127.0.0.1')
    let sent = 0
    let answer = ''
    let error: string | null = null
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message))
    socket.on('close', () => {
      answer = Buffer.concat(chunks).toString('utf8')
      resolve({ sent, answer, error })
    })
    const head =
      `POST /resources/upload HTTP/1.1\r\nHost: 127.0.0.1:${chain.port}\r\nOrigin: ${PUBLIC_URL}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declared}\r\n\r\n`
    const next = () => {
      if (error || socket.destroyed) return
      if (sent >= stopAfter) return sent >= declared ? void socket.end() : undefined
      const piece = Buffer.alloc(Math.min(PIECE, declared - sent), 'a')
      sent += piece.length
      socket.write(piece, () => setImmediate(next))
    }
    socket.write(head, next)
  })
}

describe('a body refused as too large while it is still being sent', () => {
  it('is read to its end, and the client that reads last gets the 413 page with the limit in words', async () => {
    const { sent, answer, error } = await upload(4 * 1024 * 1024)
    expect(error).toBeNull()
    expect(sent).toBe(4 * 1024 * 1024)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(answer).toContain(
      '<p>What you sent is larger than the portal accepts: at most 256 KB at once. Please choose smaller files and try again.</p>',
    )
    expect(ran).toBe(0)
  })

  it('is read only up to the bound: a client sending far more has its connection ended', async () => {
    const declared = 4 * REFUSED_BODY_DRAIN.bytes
    const { sent } = await upload(declared)
    expect(sent).toBeGreaterThan(REFUSED_BODY_DRAIN.bytes)
    expect(sent).toBeLessThan(declared)
    expect(ran).toBe(0)
  })

  it('is waited for only so long: a client that stops sending has its connection ended after the bound, the page sent', async () => {
    const started = Date.now()
    const { sent, answer } = await upload(4 * 1024 * 1024, PIECE)
    expect(sent).toBe(PIECE)
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSED_BODY_DRAIN.ms)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('at most 256 KB at once')
  }, 15_000)
})
