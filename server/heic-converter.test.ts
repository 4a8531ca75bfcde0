import { describe, expect, it } from 'vitest'
import { heicConverterPolicy } from './heic-converter'

describe('heicConverterPolicy', () => {
  const csp = heicConverterPolicy('n0nce')

  it('allows eval only together with the sandbox, and no network at all', () => {
    expect(csp).toContain("script-src 'nonce-n0nce' 'unsafe-eval'")
    expect(csp).toContain('sandbox allow-scripts')
    expect(csp).not.toMatch(/sandbox[^;]*allow-same-origin/)
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("connect-src 'none'")
    expect(csp).toContain("form-action 'none'")
  })

  it('may be framed by the portal only', () => {
    expect(csp).toContain("frame-ancestors 'self'")
  })
})
