/**
 * Self-test of the msw harness (tests/mocks/standin.ts): the in-process stand-in
 * answers, and each fault kind does what it says, through plain fetch.
 */
import { describe, expect, test } from 'vitest'
import { injectFault, MALFORMED_JSON_BODY, SERVER_ERROR_BODY, SERVICES_URL, standIn } from '../../mocks/standin.ts'

function login(username: string, password: string, init: RequestInit = {}) {
  const body = new FormData()
  body.set('username', username)
  body.set('password', password)
  return fetch(`${SERVICES_URL}/patient-service/login`, { method: 'POST', body, ...init })
}

function bearer(response: Response): string {
  const header = response.headers.get('authorization') ?? ''
  expect(header).toMatch(/^Bearer \S+\.\S+\.\S+$/)
  return header.slice('Bearer '.length)
}

describe('in-process stand-in', () => {
  test('answers a login with a bearer token in the authorization header', async () => {
    const response = await login('asha', 'Asha@2026')
    expect(response.status).toBe(200)
    const token = bearer(response)
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    expect(claims).toMatchObject({ login_status: 'NEXT_LOGIN', temporary_password: 'NO' })
    expect(claims.user_id).toBeDefined()
  })

  test('refuses a wrong password with Bad credentials', async () => {
    const response = await login('asha', 'wrong-password')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(await response.json())).toContain('Bad credentials')
  })

  test('serves authenticated calls with the token it issued', async () => {
    const token = bearer(await login('asha', 'Asha@2026'))
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    const response = await fetch(`${SERVICES_URL}/patient-service/patients/${claims.user_id}/status`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
  })

  test('reset gives a fresh database', async () => {
    const before = standIn.db()
    expect(standIn.db()).toBe(before)
    standIn.reset()
    const after = standIn.db()
    expect(after).not.toBe(before)
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
  })

  test('a request outside the services origin is not silently let through', async () => {
    // onUnhandledRequest: 'error' makes msw reject the request (and log, which we expect here)
    const { consoleError } = await import('../../setup/fail-on-console-error.ts')
    consoleError.mockImplementation(() => {})
    await expect(fetch('http://elsewhere.test/anything')).rejects.toThrow()
    expect(consoleError).toHaveBeenCalled()
  })
})

describe('injectFault', () => {
  test("'server-error' answers 500 with the services' error body", async () => {
    injectFault({ method: 'post', path: '/patient-service/login', kind: 'server-error' })
    const response = await login('asha', 'Asha@2026')
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual(SERVER_ERROR_BODY)
  })

  test("'malformed-json' answers 200 application/json whose body is not JSON", async () => {
    injectFault({ path: '/patient-service/login', kind: 'malformed-json' })
    const response = await login('asha', 'Asha@2026')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    expect(text).toBe(MALFORMED_JSON_BODY)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  test("'refused' fails like a refused connection (fetch rejects with a TypeError)", async () => {
    injectFault({ path: '/patient-service/login', kind: 'refused' })
    await expect(login('asha', 'Asha@2026')).rejects.toThrow(TypeError)
  })

  test("'timeout' never answers, so the client's timeout fires", async () => {
    injectFault({ method: 'POST', path: '/patient-service/login', kind: 'timeout' })
    const started = performance.now()
    const error = await login('asha', 'Asha@2026', { signal: AbortSignal.timeout(300) }).then(
      () => undefined,
      (e: unknown) => e,
    )
    const elapsed = performance.now() - started
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('TimeoutError')
    expect(elapsed).toBeGreaterThanOrEqual(250)
    expect(elapsed).toBeLessThan(5_000)
  })

  test('path patterns with parameters match, and the method filter is respected', async () => {
    injectFault({ method: 'get', path: '/patient-service/patients/:id/status', kind: 'server-error' })
    const broken = await fetch(`${SERVICES_URL}/patient-service/patients/123/status`)
    expect(broken.status).toBe(500)
    expect(await broken.json()).toEqual(SERVER_ERROR_BODY)
    // other methods and paths still reach the stand-in
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
    const post = await fetch(`${SERVICES_URL}/patient-service/patients/123/status`, { method: 'POST' })
    expect(post.status).not.toBe(500)
  })

  test('times: only the first N requests are broken', async () => {
    injectFault({ path: '/patient-service/login', kind: 'server-error', times: 1 })
    expect((await login('asha', 'Asha@2026')).status).toBe(500)
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
  })

  test('faults of a previous test are gone (resetHandlers after each test)', async () => {
    // the tests above broke /patient-service/login; here it works again
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
  })
})
