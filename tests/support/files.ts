/** The bytes of small but real files to upload: a PNG, a PDF, a HEIC. */
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND), optionally padded to `size` bytes after IEND. */
export function pngBytes(size = 0): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 120, 40]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return new Uint8Array(size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png)
}

function crc32(buffer: Buffer): number {
  let crc = ~0
  for (const byte of buffer) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
/** A real 64 × 64 HEIC (tests/fixtures/scan.heic; tests/e2e/profile.spec.ts says how it was made). */
export const heicBytes = () => new Uint8Array(readFileSync(new URL('../fixtures/scan.heic', import.meta.url)))
