/**
 * An image's width and height from its header, without decoding it, so a small file that
 * decodes to a huge bitmap (a decompression bomb) is refused before anything draws it.
 */
export type ImageSize = { width: number; height: number }

/**
 * The largest image the portal passes on, photo or document: a 48-megapixel phone camera fits,
 * 20,000 × 20,000 does not.
 */
export const IMAGE_MAX_SIDE = 10_000
export const IMAGE_MAX_PIXELS = 50_000_000

export function imageTooBig({ width, height }: ImageSize) {
  return width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS
}

/** PNG: the IHDR chunk right after the signature. JPEG: the first start-of-frame marker. Null when unreadable. */
export function imageSize(bytes: Uint8Array, kind: 'png' | 'jpeg'): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (kind === 'png') {
    if (bytes.length < 24) return null
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame's size
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    }
    at += 2 + view.getUint16(at + 2)
  }
  return null
}
