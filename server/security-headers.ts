import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/** Pages where the browser may use the camera and microphone (the video calls). */
const CALL_PAGES = /^\/(Video|VideoOpen|CareTaker)(\/|$)/

/** connect-src: the portal, and the chat websocket's origin when there is one (ADR 27). */
export function connectSources(chatSocketOrigin?: string): string {
  return ["connect-src 'self'", chatSocketOrigin].filter(Boolean).join(' ')
}

export function contentSecurityPolicy(nonce: string, chatSocketOrigin?: string): string {
  return [
    "default-src 'self'",
    // Only scripts carrying this response's nonce, and what they load.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    connectSources(chatSocketOrigin),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function permissionsPolicy(pathname: string): string {
  const media = CALL_PAGES.test(pathname) ? '(self)' : '()'
  return [
    `camera=${media}`,
    `microphone=${media}`,
    `display-capture=${media}`,
    'geolocation=()',
    'payment=()',
    'usb=()',
  ].join(', ')
}

/** Security headers of design.md section 8 on every response; the nonce goes on to Remix. */
export function securityHeaders({
  production,
  chatSocketOrigin,
}: {
  production: boolean
  chatSocketOrigin?: string
}): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, chatSocketOrigin))
    res.setHeader('Permissions-Policy', permissionsPolicy(req.path))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    next()
  }
}
