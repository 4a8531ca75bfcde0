import { Writable } from 'node:stream'
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '~/utils/request/nonce'
import { keepDeviceCookie } from '~/utils/session/device-cookie.server'
import { touchSession } from '~/utils/session/touch.server'

// What the server around the build asks of the app (server/ reads it off the imported build)
export { serverHooks, type ServerHooks } from '~/utils/server-hooks.server'

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await finishHeaders(request, responseHeaders)
  const nonce = loadContext.cspNonce
  const { html, failed } = await renderWhole(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    nonce,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode })
}

/**
 * The page as one body, not streamed (ADR 71): every loader has finished before the render starts and no page
 * defers data, so streaming sent nothing sooner; it only cut the HTML into many small writes, each compressed
 * and written on its own, which was about a millisecond of a page's overhead.
 */
function renderWhole(element: ReactElement, nonce: string) {
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

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await finishHeaders(request, response.headers)
  return response
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the patient navigated away) are not errors, nor a body server/ refused and
  // answered, nor a client's 4xx (a GET where only posts are taken)
  if (request.signal.aborted || context.refused?.()) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

/**
 * Pages are made for one patient at one moment: no cache keeps them, and a
 * live session's idle timer restarts. Resource routes that may be cached set
 * their own Cache-Control and are left alone.
 */
async function finishHeaders(request: Request, headers: Headers) {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  await touchSession(request)
  await keepDeviceCookie(request, headers)
}
