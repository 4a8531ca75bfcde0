import { describe, expect, it } from 'vitest'
import { chatSocketOrigin, insecurePublicUrl, loadEnv, missingPublicUrl, publicOrigin } from '~/utils/env.server'

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({ NODE_ENV: 'test' })
    expect(env).toMatchObject({
      PORT: 3000,
      SERVICES_LAYOUT: 'paths',
      SESSION_IDLE_MINUTES: 15,
      SESSION_LAST_ACTION_WRITE_SECONDS: 60,
      HOSPITAL_TIME_ZONE: 'Asia/Kolkata',
      SIGNIN_RATE_LIMIT: 10,
    })
    expect(env.SERVICES_URL).toBeUndefined()
    expect(env.SESSION_SECRET).toHaveLength(64)
  })

  it('requires SESSION_SECRET in production with real services, naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SERVICES_URL: 'https://services.example.org' })).toThrow(
      /SESSION_SECRET: is required in production with SERVICES_URL/,
    )
    // with the built-in stand-in the server keeps one in the data folder (server/session-secret.ts)
    expect(loadEnv({ NODE_ENV: 'production', DEMO_SERVICES: '1' }).sessionSecretGiven).toBe(false)
  })

  it('refuses production without SERVICES_URL unless demo mode is asked for (ADR 43)', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SERVICES_URL: is required in production/)
    expect(loadEnv({ NODE_ENV: 'development' }).SERVICES_URL).toBeUndefined()
  })

  it('requires PUBLIC_URL in production with real services, and only an http(s) one', () => {
    const real = { NODE_ENV: 'production' as const, SERVICES_URL: 'https://services.example.org' }
    expect(missingPublicUrl(real)).toMatch(/PUBLIC_URL: is required in production with SERVICES_URL/)
    expect(missingPublicUrl({ ...real, PUBLIC_URL: 'https://portal.example.org' })).toBeNull()
    expect(missingPublicUrl({ NODE_ENV: 'development', SERVICES_URL: real.SERVICES_URL })).toBeNull()
    expect(() => loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
    expect(publicOrigin({ PUBLIC_URL: 'https://portal.example.org/app/' })).toBe('https://portal.example.org')
  })

  it('warns of a PUBLIC_URL on plain http unless its host is this machine', () => {
    expect(insecurePublicUrl({ PUBLIC_URL: 'http://portal.example.org' })).toBe(
      "PUBLIC_URL (http://portal.example.org) is plain http on a host that is not this machine: browsers drop the portal's Secure (__Host-) session and CSRF cookies there, so patients cannot stay signed in. Serve the portal over https.",
    )
    expect(insecurePublicUrl({ PUBLIC_URL: 'http://10.0.0.5:8080' })).toMatch(
      /^PUBLIC_URL \(http:\/\/10\.0\.0\.5:8080\)/,
    )
    for (const quiet of [
      'https://portal.example.org',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ])
      expect(insecurePublicUrl({ PUBLIC_URL: quiet }), quiet).toBeNull()
    expect(insecurePublicUrl({})).toBeNull()
  })

  it('takes an idle time in fractions of a minute down to 6 seconds, with the last action written often enough', () => {
    const short = loadEnv({ NODE_ENV: 'test', SESSION_IDLE_MINUTES: '0.1', SESSION_LAST_ACTION_WRITE_SECONDS: '3' })
    expect(short).toMatchObject({ SESSION_IDLE_MINUTES: 0.1, SESSION_LAST_ACTION_WRITE_SECONDS: 3 })
    expect(() => loadEnv({ NODE_ENV: 'test', SESSION_IDLE_MINUTES: '0.09' })).toThrow(
      'Invalid configuration:\n  SESSION_IDLE_MINUTES: must be at least 0.1 (6 seconds)',
    )
    expect(() =>
      loadEnv({ NODE_ENV: 'test', SESSION_IDLE_MINUTES: '0.1', SESSION_LAST_ACTION_WRITE_SECONDS: '4' }),
    ).toThrow(
      'Invalid configuration:\n  SESSION_LAST_ACTION_WRITE_SECONDS: must be at most half of SESSION_IDLE_MINUTES, or an active session could end early',
    )
  })

  it('names each wrong variable', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'test', PORT: 'eighty', SERVICES_LAYOUT: 'zones', HOSPITAL_TIME_ZONE: 'Mars/Olympus' }),
    ).toThrow(/PORT[\s\S]*SERVICES_LAYOUT[\s\S]*HOSPITAL_TIME_ZONE: must be an IANA time zone/)
    expect(() => loadEnv({ NODE_ENV: 'test', SERVICES_URL: 'not a url' })).toThrow(/SERVICES_URL: must be a URL/)
    expect(() => loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/)
  })

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ NODE_ENV: 'test', SERVICES_URL: '', PORT: '' }).PORT).toBe(3000)
  })
})

describe('chatSocketOrigin', () => {
  it('is the configured origin, else the appointment service host with ws(s)', () => {
    const base = { CHAT_SOCKET_ORIGIN: undefined, SERVICES_LAYOUT: 'paths' as const }
    expect(chatSocketOrigin({ ...base, SERVICES_URL: 'http://127.0.0.1:4100' })).toBe('ws://127.0.0.1:4100')
    expect(chatSocketOrigin({ ...base, SERVICES_URL: 'https://services.example.org/api' })).toBe(
      'wss://services.example.org',
    )
    expect(chatSocketOrigin({ ...base, SERVICES_URL: 'http://test-host', SERVICES_LAYOUT: 'ports' })).toBe(
      'ws://test-host:30001',
    )
    expect(chatSocketOrigin({ ...base, CHAT_SOCKET_ORIGIN: 'wss://chat.example.org', SERVICES_URL: undefined })).toBe(
      'wss://chat.example.org',
    )
    expect(chatSocketOrigin({ ...base, SERVICES_URL: undefined })).toBeUndefined()
  })

  it('refuses a CHAT_SOCKET_ORIGIN that is not a ws origin', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', CHAT_SOCKET_ORIGIN: 'https://chat.example.org' })).toThrow(
      /CHAT_SOCKET_ORIGIN/,
    )
  })
})
