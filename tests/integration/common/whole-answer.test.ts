/**
 * Pages and route data leave the portal's chain whole, compressed as the browser accepts
 * (server/whole-answer.ts); a file goes as its route wrote it.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { letThrough, startChain, type Chain } from '../../security/server-chain'

const html = `<!DOCTYPE html><html><body>${'<p>Dr. Meera Rao, 10:30 AM</p>'.repeat(100)}</body></html>`
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 32)])
let chain: Chain

beforeAll(async () => {
  chain = await startChain({
    'routes/page': {
      path: 'page',
      module: { loader: () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }) },
    },
    'routes/data': { path: 'data', module: { loader: () => Response.json({ doctors: html }) } },
    'routes/file': {
      path: 'file',
      module: { loader: () => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }) },
    },
  })
})
afterAll(() => chain.close())
beforeEach(() => letThrough(chain))

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    http
      .get({ host: '127.0.0.1', port: chain.port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('a whole answer', () => {
  it('goes with brotli when the browser takes it, with its length and Vary', async () => {
    const { headers, body } = await get('/page', 'gzip, deflate, br')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['content-length']).toBe(String(body.length))
    expect(headers.vary).toMatch(/Accept-Encoding/)
    expect(zlib.brotliDecompressSync(body).toString()).toBe(html)
  })

  it('goes with gzip to a browser without brotli, and as it is to one that takes neither', async () => {
    expect((await get('/page', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
    const gzipped = await get('/data', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString())).toEqual({ doctors: html })
    const plain = await get('/page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('leaves a file as its route wrote it', async () => {
    const { headers, body } = await get('/file', 'br')
    expect(headers['content-encoding']).toBeUndefined()
    expect(body.equals(pdf)).toBe(true)
  })
})
