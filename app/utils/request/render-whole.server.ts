import { Writable } from 'node:stream'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

export const ABORT_DELAY = 5_000

/**
 * The page as one body, not streamed (ADR 71): every loader has finished before the render starts and no page
 * defers data, so streaming sent nothing sooner; it only cut the HTML into many small writes, each compressed
 * and written on its own, which was about a millisecond of a page's overhead.
 */
export function renderWhole(element: ReactElement, nonce: string) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let shellReady = false
    let failed = false
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        shellReady = true
      },
      onAllReady() {
        pipe(sink)
      },
      onShellError(error: unknown) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error: unknown) {
        failed = true
        // Errors before the shell are reported by onShellError.
        if (shellReady) console.error(error)
      },
    })
    const timer = setTimeout(abort, ABORT_DELAY)
    sink.on('finish', () => {
      clearTimeout(timer)
      resolve({ html: Buffer.concat(chunks).toString(), failed })
    })
  })
}
