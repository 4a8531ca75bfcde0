import { describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES } from './login.ts'
import { verifyPassword } from './passwords.ts'
import { PATIENT_ACCOUNTS } from './seed/index.ts'
import { claimsOf, makeStandIn, NOW, type Username } from './test-support.ts'
import { addMinutes } from './time.ts'

describe('POST /patient-service/login', () => {
  it.each([
    ['asha', 'Asha@2026', 1, 'NEXT_LOGIN', 'NO'],
    ['ravi', 'Ravi@2026', 2, 'FIRST_TIME_LOGIN', 'NO'],
    ['meena', 'Meena@2026', 3, 'NEXT_LOGIN', 'YES'],
    ['kiran', 'Kiran@2026', 5, 'NEXT_LOGIN', 'NO'],
  ])('signs in %s and returns the token in the Authorization header', async (user, pass, id, login, temp) => {
    const { login: signIn } = makeStandIn()
    const res = await signIn(user, pass)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Login successful' })
    const header = res.headers.get('Authorization') ?? ''
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    const claims = claimsOf(header)
    expect(claims).toMatchObject({ user_id: id, hospital_id: 1, login_status: login, temporary_password: temp })
    expect(claims.iat).toBe(NOW.getTime() / 1000)
    expect(claims.exp).toBe(NOW.getTime() / 1000 + 8 * 3600)
  })

  it('treats the username case-insensitively', async () => {
    const res = await makeStandIn().login('ASHA', 'Asha@2026')
    expect(res.status).toBe(200)
  })

  it('refuses an unknown user and a wrong password alike with 401 Bad credentials', async () => {
    const { login } = makeStandIn()
    for (const [user, pass] of [
      ['nobody', 'Asha@2026'],
      ['asha', 'asha@2026'],
    ] as const) {
      const res = await login(user, pass)
      expect(res.status).toBe(401)
      expect(res.headers.get('Authorization')).toBeNull()
      expect(await res.json()).toEqual({ status: 401, error: 'Unauthorized', errorMessage: 'Bad credentials' })
    }
  })

  it('checks the password of an unknown user against a dummy hash, so timing does not tell who exists', async () => {
    const { login } = makeStandIn()
    const time = async (user: string) => {
      const start = performance.now()
      expect((await login(user, 'Wrong@2026')).status).toBe(401)
      return performance.now() - start
    }
    await time('nobody') // the dummy hash is made once
    const unknown = Math.min(await time('nobody'), await time('nobody'))
    const known = Math.min(await time('asha'), await time('kiran'))
    // without the dummy check an unknown user answers in a few hundredths of a scrypt's time; with it, in about
    // the same, though a busy machine (the test run's other files beside it) can double one scrypt against another
    expect(unknown).toBeGreaterThan(known * 0.25)
  })

  it('answers 400 with an errorMap when a field is missing', async () => {
    const { app } = makeStandIn()
    const form = new FormData()
    form.set('username', 'asha')
    const res = await app.request('/patient-service/login', { method: 'POST', body: form })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', errorMap: { password: expect.any(String) } })
  })

  it('locks the account for 15 minutes on the fifth consecutive failure', async () => {
    const { login, clock } = makeStandIn()
    for (let i = 1; i <= 4; i++) expect((await login('asha', 'wrong')).status).toBe(401)
    const fifth = await login('asha', 'wrong')
    expect(fifth.status).toBe(423)
    expect(await fifth.json()).toEqual({ status: 423, error: 'Locked', errorMessage: LOGIN_MESSAGES.locked })
    expect(LOGIN_MESSAGES.locked).toBe('Account locked after 5 failed attempts. Try again in 15 minutes.')

    // the right password is refused while locked
    clock.now = addMinutes(NOW, 14)
    expect((await login('asha', 'Asha@2026')).status).toBe(423)

    clock.now = addMinutes(NOW, 15.1)
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
  })

  it('starts a fresh count after a lock has run out', async () => {
    const { login, clock } = makeStandIn()
    for (let i = 1; i <= 5; i++) await login('asha', 'wrong')
    clock.now = addMinutes(NOW, 16)
    expect((await login('asha', 'wrong')).status).toBe(401)
  })

  it('resets the failure count after a successful sign-in', async () => {
    const { login } = makeStandIn()
    for (let i = 1; i <= 4; i++) await login('asha', 'wrong')
    expect((await login('asha', 'Asha@2026')).status).toBe(200)
    for (let i = 1; i <= 4; i++) expect((await login('asha', 'wrong')).status).toBe(401)
    expect((await login('asha', 'wrong')).status).toBe(423)
  })

  it('counts failures per account', async () => {
    const { login } = makeStandIn()
    for (let i = 1; i <= 5; i++) await login('asha', 'wrong')
    expect((await login('kiran', 'Kiran@2026')).status).toBe(200)
  })

  it('tells an INACTIVE patient the account is deactivated, only after a correct password', async () => {
    const { login } = makeStandIn()
    const res = await login('john', 'John@2026')
    expect(res.status).toBe(403)
    expect(res.headers.get('Authorization')).toBeNull()
    expect((await res.json()).errorMessage).toBe('Your account has been deactivated. Please contact the hospital.')
    expect((await login('john', 'wrong')).status).toBe(401)
  })

  it('stores salted scrypt hashes of the demo passwords, never the password', async () => {
    const { db } = makeStandIn()
    const rows = db
      .prepare<[], { username: Username; password_hash: string }>('SELECT username, password_hash FROM patients')
      .all()
    expect(rows).toHaveLength(6)
    for (const { username, password_hash } of rows)
      expect(await verifyPassword(PATIENT_ACCOUNTS[username].password, password_hash), username).toBe(true)
    // the demo passwords all end in '@2026': no '@' in the stored form, nor its hex encoding (a hash's own hex
    // may well hold '2026' by chance)
    const hexOfPasswordTail = Buffer.from('@2026').toString('hex')
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/)
      expect(password_hash).not.toContain(hexOfPasswordTail)
    }
    // salted: no two patients share a salt
    expect(new Set(rows.map((r) => r.password_hash.split(':')[1])).size).toBe(rows.length)
  })
})
