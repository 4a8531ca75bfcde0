import type { RequestHandler } from 'express'
import { newNonce } from './nonces.ts'

/** Pages where the browser may use the camera and microphone (the video calls). */
const CALL_PAGES = /^\/(Video|VideoOpen|CareTaker)(\/|$)/
/** A text's link (app/utils/navigation/paths.ts, reminderLink): its token is in the path. */
const LINK_PAGES = /^\/r\//i

/** connect-src: the portal, the chat websocket's origin when there is one (ADR 27), and on call pages the video service (ADR 32). */
export function connectSources(chatSocketOrigin?: string, callSources: string[] = []): string {
  return ["connect-src 'self'", chatSocketOrigin, ...callSources].filter(Boolean).join(' ')
}

/**
 * What the call pages may connect to besides the portal: the Chime signalling and TURN hosts
 * (ADR 32), plus `extra` (VIDEO_CONNECT_SOURCES: the stand-in's media address in dev and e2e).
 */
export const CHIME_CONNECT_SOURCES = ['https://*.chime.aws', 'wss://*.chime.aws']

export function callPageConnectSources(pathname: string, extra = ''): string[] {
  if (!CALL_PAGES.test(pathname)) return []
  return [...CHIME_CONNECT_SOURCES, ...extra.split(/\s+/).filter((s) => /^(https?|wss?):\/\/[^\s;,']+$/.test(s))]
}

/**
 * `remix dev`'s live-reload socket: LiveReload (root.tsx) connects to the page's own host name on the dev server's
 * port, so any host on that port.
 */
export function liveReloadSources(origin?: string): string[] {
  if (!origin) return []
  const url = new URL(origin)
  return [`ws://*:${url.port || (url.protocol === 'https:' ? 443 : 80)}`]
}

export function contentSecurityPolicy(nonce: string, chatSocketOrigin?: string, callSources: string[] = []): string {
  return [
    "default-src 'self'",
    // Only scripts carrying this response's nonce, and what they load.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    connectSources(chatSocketOrigin, callSources),
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

/**
 * A text's link page sends no Referer at all: its address holds the token, and a link the page
 * leads to (the hospital's site) must not learn it. Elsewhere, only the portal's own pages hear where one came from.
 */
export function referrerPolicy(pathname: string): string {
  return LINK_PAGES.test(pathname) ? 'no-referrer' : 'same-origin'
}

/** Security headers of docs/architecture.md#budgets on every response; the nonce goes on to Remix. */
export function securityHeaders({
  production,
  chatSocketOrigin,
  // in development the stand-in hands out a refusing local media address (backend/routes/consultation/video.ts)
  videoConnectSources = production ? '' : 'ws://127.0.0.1:9 http://127.0.0.1:9',
  liveReloadOrigin,
}: {
  production: boolean
  chatSocketOrigin?: string
  videoConnectSources?: string
  /** development only (`remix dev`'s REMIX_DEV_ORIGIN): the page reloads itself on a new build */
  liveReloadOrigin?: string
}): RequestHandler {
  const liveReload = production ? [] : liveReloadSources(liveReloadOrigin)
  return (req, res, next) => {
    const nonce = newNonce()
    res.locals.cspNonce = nonce
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, chatSocketOrigin, [
        ...callPageConnectSources(req.path, videoConnectSources),
        ...liveReload,
      ]),
    )
    res.setHeader('Permissions-Policy', permissionsPolicy(req.path))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', referrerPolicy(req.path))
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    next()
  }
}
