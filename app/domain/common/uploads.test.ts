import { describe, expect, it } from 'vitest'
import { looksLikeHeic, sniffFileKind } from './uploads'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

describe('file kind by content', () => {
  it('knows pdf, jpeg, png and heic/heif by their first bytes', () => {
    expect(sniffFileKind(bytes('%PDF-1.7'))).toBe('pdf')
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffFileKind(bytes(0x89, 'PNG', 0x0d, 0x0a))).toBe('png')
    expect(sniffFileKind(bytes(0, 0, 0, 24, 'ftypheic'))).toBe('heic')
    expect(sniffFileKind(bytes(0, 0, 0, 24, 'ftypmif1'))).toBe('heic')
    expect(sniffFileKind(bytes('<html>'))).toBeNull()
    expect(sniffFileKind(bytes(0, 0, 0, 24, 'ftypmp42'))).toBeNull()
  })
  it('spots HEIC/HEIF by name or type for the browser conversion', () => {
    expect(looksLikeHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true)
    expect(looksLikeHeic({ name: 'x', type: 'image/heif' })).toBe(true)
    expect(looksLikeHeic({ name: 'x.jpg', type: 'image/jpeg' })).toBe(false)
  })
})
