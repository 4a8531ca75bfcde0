import { PassThrough } from 'node:stream'
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '~/utils/nonce'
import { touchSession } from '~/utils/session.server'

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
  // Crawlers get the whole page at once; people get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are reported by onShellError.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
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
}
