import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { HEIC_JPEG_QUALITY } from '~/domain/profile/uploads'

/**
 * HEIC/HEIF to JPEG on the server, for a file the browser did not convert (no JavaScript, or the
 * browser's converter failed): every stored image is then a JPEG (ADR 51). libheif as
 * WebAssembly (heic-decode) decodes, jpeg-js encodes, at the quality the browser uses.
 *
 * A 12-megapixel photo takes about 2.3 s of CPU and 170 MB of memory (measured on this 2-core
 * machine: 1.3 s decoding, 1.0 s encoding), so it runs in a worker thread, one file at a time,
 * and the event loop keeps serving other requests. The image's size is read from its header and
 * checked against HEIC_MAX_PIXELS before a pixel is decoded.
 */

/** The most pixels a HEIC may have: a 24-megapixel phone photo (5712 × 4284) passes. */
export const HEIC_MAX_PIXELS = 25_000_000

export type HeicResult = { ok: true; jpeg: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' }

// CommonJS, run with eval: the worker needs no file of its own in the server build
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require(workerData.decode)
const jpeg = require(workerData.jpeg)
parentPort.on('message', async ({ id, bytes, maxPixels, quality }) => {
  let images
  try {
    images = await decode.all({ buffer: bytes })
    const first = images[0]
    if (first.width * first.height > maxPixels) return parentPort.postMessage({ id, reason: 'too-large' })
    const image = await first.decode()
    const out = jpeg.encode({ data: image.data, width: image.width, height: image.height }, quality)
    parentPort.postMessage({ id, jpeg: new Uint8Array(out.data) })
  } catch {
    parentPort.postMessage({ id, reason: 'unreadable' })
  } finally {
    images?.dispose()
  }
})
`

let worker: Worker | undefined
let queue: Promise<unknown> = Promise.resolve()
let nextId = 0

function converter(): Worker {
  if (worker) return worker
  const require = createRequire(import.meta.url)
  const started = new Worker(WORKER, {
    eval: true,
    workerData: { decode: require.resolve('heic-decode'), jpeg: require.resolve('jpeg-js') },
    // libheif writes its complaints about a broken file to stderr: the result says it already
    stdout: true,
    stderr: true,
  })
  started.stdout.resume()
  started.stderr.resume()
  // idle, it must not keep the process alive (a graceful shutdown waits for nothing)
  started.unref()
  started.on('exit', () => {
    if (worker === started) worker = undefined
  })
  worker = started
  return started
}

function convertNow(bytes: Uint8Array, maxPixels: number): Promise<HeicResult> {
  const id = (nextId += 1)
  const current = converter()
  return new Promise((resolve) => {
    const done = (result: HeicResult) => {
      current.off('message', onMessage)
      current.off('error', onError)
      resolve(result)
    }
    const onMessage = (message: {
      id: number
      jpeg?: Uint8Array<ArrayBuffer>
      reason?: 'too-large' | 'unreadable'
    }) => {
      if (message.id !== id) return
      done(message.jpeg ? { ok: true, jpeg: message.jpeg } : { ok: false, reason: message.reason ?? 'unreadable' })
    }
    // a crash (out of memory, say) ends this file's conversion, not the portal; the next file starts a new worker
    const onError = () => done({ ok: false, reason: 'unreadable' })
    current.on('message', onMessage)
    current.once('error', onError)
    current.postMessage({ id, bytes, maxPixels, quality: Math.round(HEIC_JPEG_QUALITY * 100) })
  })
}

/** Converts a HEIC/HEIF file's bytes to JPEG bytes; files wait their turn, one converts at a time. */
export function heicToJpeg(bytes: Uint8Array, maxPixels = HEIC_MAX_PIXELS): Promise<HeicResult> {
  const turn = queue.then(() => convertNow(bytes, maxPixels))
  queue = turn.catch(() => undefined)
  return turn
}
