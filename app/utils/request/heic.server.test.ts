import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { heicToJpeg } from '~/utils/request/heic.server'

// a 64 × 64 HEIC (tests/e2e/profile.spec.ts says how it was made)
const HEIC = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/scan.heic', import.meta.url)))

describe('heicToJpeg', () => {
  it('turns a HEIC into a JPEG of the same picture', async () => {
    const result = await heicToJpeg(HEIC)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect([...result.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    // the frame's size: SOF0 holds height and width
    const sof = result.jpeg.findIndex((b, i) => b === 0xff && result.jpeg[i + 1] === 0xc0)
    const view = new DataView(result.jpeg.buffer, result.jpeg.byteOffset + sof)
    expect([view.getUint16(7), view.getUint16(5)]).toEqual([64, 64])
  })

  it('refuses one over the pixel cap before decoding it, and bytes that are no image', async () => {
    expect(await heicToJpeg(HEIC, 64 * 64 - 1)).toEqual({ ok: false, reason: 'too-large' })
    const broken = HEIC.slice(0, 200)
    expect(await heicToJpeg(broken)).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('converts files one after the other', async () => {
    const results = await Promise.all([heicToJpeg(HEIC), heicToJpeg(HEIC.slice(0, 10)), heicToJpeg(HEIC)])
    expect(results.map((r) => r.ok)).toEqual([true, false, true])
  })
})
