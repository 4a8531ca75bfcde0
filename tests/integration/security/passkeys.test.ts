import { describe, expect, it } from 'vitest'
import { saveTwoStepRecord, twoStepRecordOf } from '~/areas/security.server'
import { withPasskey } from '~/domain/security/methods'
import { loader as dashboard } from '~/routes/_app.myappointments'
import type { loader as securityLoader } from '~/routes/_app.security/route'
import { action as registration } from '~/routes/_app.security_.passkey.resource'
import { action as authentication } from '~/routes/signin_.second-step_.passkey.resource'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { get, PORTAL, post } from '../../support/requests'
import { run } from '../../support/run'
import { SoftAuthenticator } from '../../support/soft-authenticator'
import { kindsOf } from '../activity/support'
import { ashaWithMobileCode, onSecurity, passWithMobile, password, security, stepData } from './support'

/** Passkeys as a second step (docs/two-step.md, ADR 92), with a software authenticator signing for real. */
type Options = { challenge: string; rp?: { id: string }; rpId?: string; allowCredentials?: { id: string }[] }

const onRegistration = (cookies: string, fields: Record<string, string>) =>
  run(registration, post('/security/passkey', fields, cookies))
const onAuthentication = (cookies: string, fields: Record<string, string>) =>
  run(authentication, post('/signin/second-step/passkey', fields, cookies))
const opens = async (cookies: string) => (await run(dashboard, get('/myappointments', cookies))).status === 200

/** Asha with the mobile code on, signed in again through it: a session whose second step is fresh. */
async function freshAsha() {
  return (await ashaTwice()).fresh
}

/** The session that turned the mobile code on (no second step passed in it), and a fresh one. */
async function ashaTwice() {
  const { cookies: stale } = await ashaWithMobileCode()
  const { cookies } = await password()
  const answer = await passWithMobile(cookies)
  expect(answer).toRedirectTo('/myappointments')
  return { stale, fresh: cookiesAfter(answer, cookies) }
}

async function registrationOptions(cookies: string): Promise<Options> {
  const answer = await onRegistration(cookies, { intent: 'options' })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { options: Options }).options
}

const signed = (options: Options) => ({
  challenge: options.challenge,
  rpId: options.rp?.id ?? options.rpId!,
  origin: PORTAL,
})

async function addPasskey(cookies: string, key: SoftAuthenticator, name = 'My phone') {
  const response = key.register(signed(await registrationOptions(cookies)))
  return onRegistration(cookies, { intent: 'verify', response: JSON.stringify(response), name })
}

async function authenticationOptions(cookies: string): Promise<Options> {
  const answer = await onAuthentication(cookies, { intent: 'options' })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { options: Options }).options
}

const notAdded = { error: 'The passkey was not added. Please try again.' }
const failed = { error: 'The passkey did not work or was cancelled. Try again, or use a code.' }

describe('adding a passkey on account security', () => {
  it('asks for a recent second step first', async () => {
    const { cookies } = await ashaWithMobileCode()
    const answer = await onRegistration(cookies, { intent: 'options' })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ confirm: '/signin/second-step' })
  })

  it('is not offered before two-step sign-in is on', async () => {
    const { cookies } = await password()
    expect((await onRegistration(cookies, { intent: 'options' })).status).toBe(409)
  })

  it('offers the portal as relying party, no attestation, and keeps the passkey with its name, listed on the page', async () => {
    const cookies = await freshAsha()
    const options = await registrationOptions(cookies)
    expect(options).toMatchObject({
      rp: { id: 'portal.test' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })
    const key = new SoftAuthenticator()
    const response = key.register(signed(options))
    const added = await onRegistration(cookies, {
      intent: 'verify',
      response: JSON.stringify(response),
      name: ' My  phone ',
    })
    expect(await added.json()).toEqual({ notice: 'Passkey added.' })
    const view = await readLoaderData<typeof securityLoader>(await security(cookies))
    expect(view.passkeys).toEqual([
      { id: key.credentialId, name: 'My phone', added: expect.stringMatching(/^Added /), used: 'Not used yet' },
    ])
    expect(await kindsOf(1)).toContain('passkeyAdded')
  })

  it('refuses an answer to a challenge the portal did not give', async () => {
    const cookies = await freshAsha()
    const options = await registrationOptions(cookies)
    const response = new SoftAuthenticator().register({ ...signed(options), challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' })
    const answer = await onRegistration(cookies, { intent: 'verify', response: JSON.stringify(response) })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(notAdded)
    expect((await twoStepRecordOf(1)).methods.filter((m) => m.kind === 'passkey')).toEqual([])
  })

  it('takes a challenge once: the same answer replayed is refused', async () => {
    const cookies = await freshAsha()
    const response = new SoftAuthenticator().register(signed(await registrationOptions(cookies)))
    const fields = { intent: 'verify', response: JSON.stringify(response) }
    expect((await onRegistration(cookies, fields)).status).toBe(200)
    const again = await onRegistration(cookies, fields)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(notAdded)
  })

  it('binds the challenge to the session that asked for it', async () => {
    const cookies = await freshAsha()
    const { cookies: pending } = await password()
    const other = cookiesAfter(await passWithMobile(pending), pending)
    const response = new SoftAuthenticator().register(signed(await registrationOptions(cookies)))
    const answer = await onRegistration(other, { intent: 'verify', response: JSON.stringify(response) })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(notAdded)
  })

  it('names a passkey left unnamed after the browser and system', async () => {
    const cookies = await freshAsha()
    expect((await addPasskey(cookies, new SoftAuthenticator(), '')).status).toBe(200)
    const [passkey] = (await readLoaderData<typeof securityLoader>(await security(cookies))).passkeys
    expect(passkey?.name).toBe('Passkey') // the test's requests name no browser
  })
})

describe('a passkey at the second step', () => {
  async function ashaWithPasskey() {
    const cookies = await freshAsha()
    const key = new SoftAuthenticator()
    expect((await addPasskey(cookies, key)).status).toBe(200)
    return { key, signedIn: cookies }
  }

  it('passes a pending session under a new session id, to where sign-in leads', async () => {
    const { key } = await ashaWithPasskey()
    const { cookies } = await password()
    expect(await stepData(cookies)).toMatchObject({ kind: 'second-step', passkey: true })
    const options = await authenticationOptions(cookies)
    expect(options).toMatchObject({ rpId: 'portal.test', userVerification: 'preferred' })
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId])
    const answer = await onAuthentication(cookies, {
      intent: 'verify',
      response: JSON.stringify(key.authenticate(signed(options))),
    })
    expect(await answer.json()).toEqual({ to: '/myappointments' })
    const signedIn = cookiesAfter(answer, cookies)
    expect(signedIn).not.toBe(cookies)
    expect(await opens(signedIn)).toBe(true)
    expect(await opens(cookies)).toBe(false)
    expect(await kindsOf(1)).toContain('secondStepPassedWithPasskey')
    const [passkey] = (await readLoaderData<typeof securityLoader>(await security(signedIn))).passkeys
    expect(passkey?.used).toMatch(/^Last used /)
  })

  const verify = (cookies: string, response: object) =>
    onAuthentication(cookies, { intent: 'verify', response: JSON.stringify(response) })

  it('refuses an answer replayed in a later sign-in, with the message, and records the failure', async () => {
    const { key } = await ashaWithPasskey()
    const { cookies: first } = await password()
    const response = key.authenticate(signed(await authenticationOptions(first)))
    expect((await verify(first, response)).status).toBe(200)
    const { cookies: later } = await password()
    await authenticationOptions(later)
    const replayed = await verify(later, response)
    expect(replayed.status).toBe(400)
    expect(await replayed.json()).toEqual(failed)
    expect(await opens(cookiesAfter(replayed, later))).toBe(false)
    expect(await kindsOf(1)).toContain('secondStepFailedWithPasskey')
  })

  it('refuses an answer to a challenge the portal did not give', async () => {
    const { key } = await ashaWithPasskey()
    const { cookies } = await password()
    const options = await authenticationOptions(cookies)
    const answer = await verify(cookies, key.authenticate({ ...signed(options), challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(failed)
  })

  it("refuses another patient's passkey", async () => {
    await ashaWithPasskey()
    const kirans = new SoftAuthenticator()
    const passkey = { kind: 'passkey' as const, id: kirans.credentialId, publicKey: kirans.publicKey, counter: 0 }
    const named = { ...passkey, transports: ['internal'], name: 'Kiran', addedAt: Date.now(), lastUsedAt: null }
    await saveTwoStepRecord(5, withPasskey(await twoStepRecordOf(5), named)!)
    const { cookies } = await password()
    const answer = await verify(cookies, kirans.authenticate(signed(await authenticationOptions(cookies))))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(failed)
    expect(await opens(cookies)).toBe(false)
  })

  it("keeps a pending session's challenge to it: a signed-in session can't answer it, nor add a passkey while pending", async () => {
    const { key, signedIn } = await ashaWithPasskey()
    const { cookies: pending } = await password()
    const response = key.authenticate(signed(await authenticationOptions(pending)))
    const answer = await verify(signedIn, response)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(failed)
    expect(await onRegistration(pending, { intent: 'options' })).toRedirectTo('/signin/second-step')
  })

  it('counts its tries in the same limit as the codes', async () => {
    const { key } = await ashaWithPasskey()
    const { cookies } = await password()
    const options = await authenticationOptions(cookies)
    const wrong = key.authenticate({ ...signed(options), challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' })
    let last = await verify(cookies, wrong)
    for (let i = 0; i < 30 && last.status !== 429; i++) last = await verify(cookies, wrong)
    expect(last.status).toBe(429)
    expect(((await last.json()) as { error: string }).error).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    )
  })
})

describe('removing a passkey', () => {
  it('needs a recent second step, then removes it, says so and records it; the mobile code stays', async () => {
    const { stale, fresh } = await ashaTwice()
    const key = new SoftAuthenticator()
    expect((await addPasskey(fresh, key)).status).toBe(200)
    expect(await onSecurity(stale, { intent: 'remove-passkey', passkey: key.credentialId })).toRedirectTo(
      '/signin/second-step',
    )
    const removed = await onSecurity(fresh, { intent: 'remove-passkey', passkey: key.credentialId })
    expect(removed).toRedirectTo('/security')
    await expect(removed).toShowAlert({ type: 'success', message: 'Passkey removed.' }, { cookie: fresh })
    const view = await readLoaderData<typeof securityLoader>(await security(fresh))
    expect(view).toMatchObject({ on: true, passkeys: [] })
    expect(await kindsOf(1)).toContain('passkeyRemoved')
  })
})
