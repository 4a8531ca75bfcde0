import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { COMPRESS_FROM_BYTES, encodeWhole, encodingFor, isWholeAnswer } from './whole-answer'

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>My appointments</p>'.repeat(200)}</body></html>`)

describe('a whole answer', () => {
  it('is a page or a route’s data, not a file', () => {
    expect(isWholeAnswer(new Headers({ 'content-type': 'text/html; charset=utf-8' }))).toBe(true)
    expect(isWholeAnswer(new Headers({ 'content-type': 'application/json; charset=utf-8' }))).toBe(true)
    expect(isWholeAnswer(new Headers({ 'content-type': 'application/pdf' }))).toBe(false)
    expect(isWholeAnswer(new Headers({ 'content-type': 'image/jpeg' }))).toBe(false)
    expect(isWholeAnswer(new Headers())).toBe(false)
  })

  it('goes with brotli when the browser takes it, else gzip; as it is when small, not accepted, or no-transform', () => {
    const big = COMPRESS_FROM_BYTES
    const takes =
      (...encodings: string[]) =>
      (encoding: string) =>
        encodings.includes(encoding)
    expect(encodingFor(big, { takes: takes('gzip', 'br'), cacheControl: 'no-store' })).toBe('br')
    expect(encodingFor(big, { takes: takes('gzip'), cacheControl: undefined })).toBe('gzip')
    expect(encodingFor(big - 1, { takes: takes('br'), cacheControl: undefined })).toBe('identity')
    expect(encodingFor(big, { takes: takes(), cacheControl: undefined })).toBe('identity')
    expect(encodingFor(big, { takes: takes('br'), cacheControl: 'private, no-transform' })).toBe('identity')
  })

  it('is compressed in one call to the same bytes a compressing stream at the same quality writes', async () => {
    const streamed = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = []
      const brotli = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      brotli.on('data', (chunk: Buffer) => chunks.push(chunk))
      brotli.on('end', () => resolve(Buffer.concat(chunks)))
      brotli.end(page)
    })
    const br = encodeWhole(page, 'br')
    expect(br.length).toBe(streamed.length)
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true)
    expect(zlib.gunzipSync(encodeWhole(page, 'gzip')).equals(page)).toBe(true)
    expect(encodeWhole(page, 'identity')).toBe(page)
  })
})
