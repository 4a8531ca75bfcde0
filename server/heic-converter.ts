import { createRequire } from 'node:module'
import type { Express } from 'express'
import type { ServerHooks } from '../app/entry.server.tsx'

/**
 * The HEIC/HEIF to JPEG converter (ADR 35). heic2any's decoder compiles code with `new Function`,
 * which the portal's CSP forbids. It runs instead in this page, loaded by the profile in an
 * `<iframe sandbox="allow-scripts">`: an opaque origin (no cookies, no storage, no access to the
 * portal's pages) whose own policy allows eval but no network at all. The page gets the file's
 * bytes by postMessage and answers with the JPEG.
 */
const require = createRequire(import.meta.url)
const heic2anyFile = require.resolve('heic2any/dist/heic2any.min.js')
const heic2anyVersion = (require('heic2any/package.json') as { version: string }).version

export function heicConverterPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'unsafe-eval'`,
    // heic2any decodes in a worker it makes from a blob: URL
    'worker-src blob:',
    'img-src blob: data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    // sandboxed even when opened on its own, not only inside the profile's frame
    'sandbox allow-scripts',
  ].join('; ')
}

function converterPage(nonce: string, scriptUrl: string, jpegQuality: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HEIC converter</title>
<script nonce="${nonce}" src="${scriptUrl}"></script>
<script nonce="${nonce}">
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || !event.data.buffer) return
  var id = event.data.id
  heic2any({ blob: new Blob([event.data.buffer]), toType: 'image/jpeg', quality: ${jpegQuality} }).then(
    function (out) { parent.postMessage({ id: id, jpeg: Array.isArray(out) ? out[0] : out }, '*') },
    function (error) {
      var message = String((error && error.message) || error)
      parent.postMessage({ id: id, readable: /already browser readable/i.test(message) }, '*')
    }
  )
})
parent.postMessage({ ready: true }, '*')
</script></head><body></body></html>`
}

/** Mounted at the path the profile's frame opens, with the quality the server's own conversion uses (the app names both). */
export function mountHeicConverter(app: Express, { path, jpegQuality }: ServerHooks['heicConverter']): void {
  const scriptUrl = `${path}/heic2any-${heic2anyVersion}.js`
  app.get(path, (_req, res) => {
    const nonce = String(res.locals.cspNonce)
    res.setHeader('Content-Security-Policy', heicConverterPolicy(nonce))
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(converterPage(nonce, scriptUrl, jpegQuality))
  })
  app.get(scriptUrl, (_req, res) => {
    // requested from the sandbox's opaque origin, so same-origin would refuse it; it is a public library
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    res.sendFile(heic2anyFile, { immutable: true, maxAge: '1y' })
  })
}
