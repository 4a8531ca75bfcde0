import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import {
  connectSources,
  contentSecurityPolicy,
  liveReloadSources,
  permissionsPolicy,
  referrerPolicy,
  securityHeaders,
} from './security-headers'

describe('contentSecurityPolicy', () => {
  it('allows only scripts with the nonce and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
  })
})

describe('connectSources', () => {
  it("adds only the chat socket's origin to connect-src", () => {
    expect(connectSources()).toBe("connect-src 'self'")
    expect(contentSecurityPolicy('n', 'ws://127.0.0.1:4100')).toContain("connect-src 'self' ws://127.0.0.1:4100;")
  })
})

describe("remix dev's live reload", () => {
  /** The CSP securityHeaders sets on a page of `path`. */
  function cspOf(options: Parameters<typeof securityHeaders>[0], path = '/myappointments') {
    const headers = new Map<string, string>()
    const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) }
    securityHeaders(options)({ path } as Request, res as unknown as Response, () => undefined)
    return headers.get('Content-Security-Policy')!
  }

  it("lets development pages connect to the dev server's socket, on any host of its port", () => {
    expect(liveReloadSources('http://localhost:3001')).toEqual(['ws://*:3001'])
    expect(liveReloadSources(undefined)).toEqual([])
    expect(cspOf({ production: false, liveReloadOrigin: 'http://localhost:3001' })).toContain(
      "connect-src 'self' ws://*:3001;",
    )
  })

  it('never in production, whatever the environment says', () => {
    expect(cspOf({ production: true, liveReloadOrigin: 'http://localhost:3001' })).toContain("connect-src 'self';")
  })
})

describe('referrerPolicy', () => {
  it("sends no Referer from a text's link page, whose address holds its token", () => {
    expect(referrerPolicy('/r/AbCdEfGhIjKlMnOpQrStUv')).toBe('no-referrer')
    expect(referrerPolicy('/r/AbCdEfGhIjKlMnOpQrStUv/calendar.ics')).toBe('no-referrer')
    expect(referrerPolicy('/myappointments')).toBe('same-origin')
    expect(referrerPolicy('/register')).toBe('same-origin')
  })
})

describe('permissionsPolicy', () => {
  it('allows camera and microphone only on call pages', () => {
    expect(permissionsPolicy('/myappointments')).toContain('camera=()')
    expect(permissionsPolicy('/myappointments')).toContain('microphone=()')
    expect(permissionsPolicy('/Video')).toContain('camera=(self)')
    expect(permissionsPolicy('/CareTaker')).toContain('microphone=(self)')
    expect(permissionsPolicy('/Videos')).toContain('camera=()')
  })
})
