import { describe, expect, it } from 'vitest'
import { callPageConnectSources, CHIME_CONNECT_SOURCES, contentSecurityPolicy } from './security-headers'

describe('connect-src of the call pages', () => {
  it('adds the Chime hosts and the configured extra only on /Video, /VideoOpen and /CareTaker', () => {
    expect(callPageConnectSources('/myappointments', 'ws://127.0.0.1:9')).toEqual([])
    expect(callPageConnectSources('/Videos', 'ws://127.0.0.1:9')).toEqual([])
    expect(callPageConnectSources('/Video')).toEqual(CHIME_CONNECT_SOURCES)
    expect(callPageConnectSources('/CareTaker', 'ws://127.0.0.1:9  http://127.0.0.1:9')).toEqual([
      ...CHIME_CONNECT_SOURCES,
      'ws://127.0.0.1:9',
      'http://127.0.0.1:9',
    ])
  })

  it('drops anything that is not a plain http(s) or ws(s) source', () => {
    expect(callPageConnectSources('/Video', "'unsafe-inline' data: ws://a;script-src *")).toEqual(CHIME_CONNECT_SOURCES)
  })

  it('keeps every other directive as it is', () => {
    const csp = contentSecurityPolicy('n', undefined, callPageConnectSources('/Video'))
    expect(csp).toContain("connect-src 'self' https://*.chime.aws wss://*.chime.aws;")
    expect(contentSecurityPolicy('n')).toContain("connect-src 'self';")
    expect(csp).not.toContain('unsafe-eval')
  })
})
