import { describe, expect, it } from 'vitest'
import { connectSources, contentSecurityPolicy, permissionsPolicy } from './security-headers'

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

describe('permissionsPolicy', () => {
  it('allows camera and microphone only on call pages', () => {
    expect(permissionsPolicy('/myappointments')).toContain('camera=()')
    expect(permissionsPolicy('/myappointments')).toContain('microphone=()')
    expect(permissionsPolicy('/Video')).toContain('camera=(self)')
    expect(permissionsPolicy('/CareTaker')).toContain('microphone=(self)')
    expect(permissionsPolicy('/Videos')).toContain('camera=()')
  })
})
