import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { NonceProvider } from '~/utils/request/nonce'
import { renderWhole, wholePage } from '~/utils/request/render-whole.server'
import { keepDeviceCookie } from '~/utils/session/device-cookie.server'
import { touchSession } from '~/utils/session/touch.server'

// What the server around the build asks of the app (server/ reads it off the imported build)
export { serverHooks, type ServerHooks } from '~/utils/server-hooks.server'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await finishHeaders(request, responseHeaders)
  const nonce = loadContext.cspNonce
  const html = await renderWhole(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return wholePage(html, { headers: responseHeaders, status: responseStatusCode })
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
