import { describe, expect, it } from 'vitest'
import { looksLikeHeic, MB, sizeInWords, sniffFileKind } from './uploads'

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

describe('a size limit in words', () => {
  it('says whole MB from one MB up, and whole KB below', () => {
    expect(sizeInWords(101 * MB)).toBe('101 MB')
    expect(sizeInWords(MB)).toBe('1 MB')
    expect(sizeInWords(MB - 1)).toBe('1023 KB')
    expect(sizeInWords(64 * 1024)).toBe('64 KB')
    expect(sizeInWords(100)).toBe('1 KB')
  })
})
