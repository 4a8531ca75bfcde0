import type { RequestHandler, Response as ExpressResponse } from 'express'
import { refuseAsBroken, type RefusalHooks } from './request-guard.ts'

/**
 * The one URL a request runs as (ADR 72): its path and query on the portal's fixed origin
 * (PUBLIC_URL, or the instance's own in demo mode), never on the Host header. A request whose
 * path the URL parser would change (a `.` or `..` segment, raw or percent-encoded, a backslash,
 * a control character, an authority in the request line) or whose Host is not a host name is
 * a 400 before any route, so every per-address limit is keyed on the path Remix will run.
 */

/** A Host longer than a DNS name with a port is not one. */
const HOST_MAX_LENGTH = 262
// an underscore too: container and service names behind a proxy carry one
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/i
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
export function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > HOST_MAX_LENGTH) return false
  const portAt = host.lastIndexOf(':')
  const hasPort = portAt !== -1 && !host.endsWith(']')
  const name = hasPort ? host.slice(0, portAt) : host
  if (hasPort && !/^\d{1,5}$/.test(host.slice(portAt + 1))) return false
  if (name.startsWith('[')) return IPV6.test(name)
  const labels = (name.endsWith('.') ? name.slice(0, -1) : name).split('.')
  return labels.every((label) => LABEL.test(label))
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u001f\u007f\\]/

/**
 * The URL the portal runs for a request target, or null when the target is not a plain path
 * that the URL parser keeps as it is.
 */
export function runUrl(target: string, origin: string): URL | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null
  const path = target.split('?', 1)[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (UNSAFE.test(decoded)) return null
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return null
  }
  // anything the parser rewrote (a fragment, a byte it escapes) is not the path that was asked for
  return url.origin === origin && url.pathname === path ? url : null
}

export function requestUrl({ origin, portal }: { origin: string; portal: RefusalHooks }): RequestHandler {
  const fixed = new URL(origin).origin
  return (req, res, next) => {
    const hosts = [req.headers.host, req.headers['x-forwarded-host']].filter((h) => h !== undefined)
    const url = hosts.every((host) => typeof host === 'string' && isHostName(host)) ? runUrl(req.url, fixed) : null
    if (!url) return refuseAsBroken(portal, req, res)
    res.locals.url = url
    next()
  }
}

/** The URL `requestUrl` settled for this request. */
export function urlOf(res: ExpressResponse): URL {
  return res.locals.url as URL
}
