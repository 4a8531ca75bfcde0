import { describe, expect, it } from 'vitest'
import { imageSize, imageTooBig } from './image-size'

/** A PNG header claiming `width` × `height` (the pixels need not be there to be refused). */
function pngHeader(width: number, height: number) {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

/** A JPEG with an APP0 segment, then a baseline start-of-frame of `width` × `height`. */
function jpegHeader(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0)]
  const sof = [
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    ...new Array<number>(9).fill(0),
  ]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof])
}

describe('imageSize', () => {
  it('reads a PNG header', () => {
    expect(imageSize(pngHeader(20_000, 20_000), 'png')).toEqual({ width: 20_000, height: 20_000 })
  })

  it("reads a JPEG's start-of-frame after other segments", () => {
    expect(imageSize(jpegHeader(4032, 3024), 'jpeg')).toEqual({ width: 4032, height: 3024 })
  })

  it('answers null for a truncated header', () => {
    expect(imageSize(new Uint8Array([0x89, 0x50]), 'png')).toBeNull()
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0x00]), 'jpeg')).toBeNull()
  })
})

describe('imageTooBig', () => {
  it('lets a 48-megapixel phone photo through and refuses a 20,000 × 20,000 bitmap', () => {
    expect(imageTooBig({ width: 8000, height: 6000 })).toBe(false)
    expect(imageTooBig({ width: 20_000, height: 20_000 })).toBe(true)
    expect(imageTooBig({ width: 12_000, height: 100 })).toBe(true)
  })
})
