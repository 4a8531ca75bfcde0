import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accepts, precompressed } from './precompressed.ts'

const script = 'export const a = 1;\n'.repeat(20)
let dir: string
let base: string
let close: () => void

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'))
  writeFileSync(join(dir, 'a.js'), script)
  writeFileSync(join(dir, 'a.js.br'), brotliCompressSync(script))
  writeFileSync(join(dir, 'a.js.gz'), gzipSync(script))
  writeFileSync(join(dir, 'plain.js'), script)
  const app = express()
  app.use('/build', precompressed(dir), express.static(dir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`
  close = () => server.close()
})
afterAll(() => {
  close()
  rmSync(dir, { recursive: true, force: true })
})

// Node's fetch decodes what it receives, and says which encoding came in the headers
const get = (path: string, acceptEncoding: string) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } })

describe('browser files as the build compressed them', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, as a script', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const response = await get('/a.js', acceptEncoding!)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(await response.text()).toBe(script)
    }
  })

  it('sends the file as it is to a client that takes neither, or when the build left no copy', async () => {
    for (const [path, acceptEncoding] of [
      ['/a.js', 'identity'],
      ['/plain.js', 'br, gzip'],
    ]) {
      const response = await get(path!, acceptEncoding!)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe(script)
    }
  })

  it('reads Accept-Encoding: a named encoding, not one refused with q=0', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true)
    expect(accepts('br;q=0, gzip', 'br')).toBe(false)
    expect(accepts('br;q=0.5', 'br')).toBe(true)
    expect(accepts('brotli', 'br')).toBe(false)
    expect(accepts(undefined, 'gzip')).toBe(false)
  })
})
