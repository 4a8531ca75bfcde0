import { createCookieSessionStorage } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { action as invitationAction, loader as invitationLoader } from '~/routes/helpers.invitation.$token'
import { action as signInAction } from '~/routes/signin'
import { action as consentAction } from '~/routes/UserConsentForm'
import { getEnv } from '~/utils/env.server'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { kindsOf } from '../activity/support'
import { ASHA, ashaInvitesKiran, helpersPage, KIRAN, sendForm } from './support'

/**
 * The invitation a helper opens (docs/helpers.md#the-invitation, ADR 112): opening it changes
 * nothing, signed out it comes back after sign-in, the year of birth is asked with the tries left,
 * and each answer is recorded on both accounts.
 */
const ASHA_ID = 1
const KIRAN_ID = 5
/** asha's year of birth in the seed. */
const ASHA_YEAR = '1990'

const at = (token: string) => `/helpers/invitation/${token}`
const params = (token: string) => ({ params: { token } })
const open = async (token: string, cookie = '') =>
  run(invitationLoader, get(at(token), cookie || undefined), params(token))
const answer = (token: string, fields: Record<string, string>, cookie: string) =>
  run(invitationAction, post(at(token), fields, cookie), params(token))

async function invited() {
  const asha = await signIn(ASHA.username, ASHA.password)
  const { token } = await ashaInvitesKiran(asha)
  return { asha, token, kiran: await signIn(KIRAN.username, KIRAN.password) }
}

describe('opening an invitation', () => {
  it('signed out: says to sign in or register, changes nothing, and sign-in comes back to it once', async () => {
    const { asha, token } = await invited()
    const page = await open(token)
    expect(page.status).toBe(200)
    expect(await readLoaderData<typeof invitationLoader>(page)).toMatchObject({ state: 'signed-out', invitation: null })
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Invited, not answered yet')

    const browser = cookiesAfter(page)
    expect(browser).toContain('__invitation=')
    const signedIn = await run(signInAction, post('/signin', KIRAN, browser))
    expect(signedIn).toRedirectTo(at(token))
    expect(signedIn.headers.get('Set-Cookie')).toMatch(/__invitation=;.*Expires=Thu, 01 Jan 1970/)
    // without the invitation's cookie, sign-in lands where it always did
    expect(await run(signInAction, post('/signin', KIRAN))).toRedirectTo('/myappointments')
  })

  it('a first sign-in gives its consent first, then lands on the invitation', async () => {
    const { token } = await invited()
    const browser = cookiesAfter(await open(token))
    const signedIn = await run(signInAction, post('/signin', { username: 'ravi', password: 'Ravi@2026' }, browser))
    expect(signedIn).toRedirectTo('/UserConsentForm')
    const after = cookiesAfter(signedIn, browser)
    const consented = await run(
      consentAction,
      post('/UserConsentForm', { name: 'Ravi', relation: 'Self', agree: 'on' }, after),
    )
    expect(consented).toRedirectTo(at(token))
  })

  it('a signed invitation cookie naming any other place is not followed', async () => {
    // made with the portal's own secret, as only a leak of it could: the value is still checked
    const storage = createCookieSessionStorage({
      cookie: { name: '__invitation', path: '/', secrets: [getEnv().SESSION_SECRET] },
    })
    const landing = async (value: string) => {
      const session = await storage.getSession()
      session.set('data', value)
      const cookie = (await storage.commitSession(session)).split(';')[0]!
      return (await run(signInAction, post('/signin', KIRAN, cookie))).headers.get('Location')
    }
    const invitation = at('A'.repeat(20))
    expect(await landing(invitation)).toBe(invitation)
    for (const elsewhere of [
      '//evil.example/helpers/invitation/AAAAAAAAAAAAAAAAAAAA',
      '/devices',
      `${invitation}/../../devices`,
    ])
      expect(await landing(elsewhere)).toBe('/myappointments')
  })

  it('signed out with no token the services could have made: no cookie', async () => {
    const page = await open('not-a-token')
    expect(page.headers.get('Set-Cookie')).toBeNull()
  })

  it('signed in: shows whose it is by given name and initial, the relationship, the scopes and the end; opening it twice changes nothing', async () => {
    const { asha, token, kiran } = await invited()
    await open(token, kiran)
    const data = await readLoaderData<typeof invitationLoader>(await open(token, kiran))
    expect(data).toMatchObject({
      state: 'open',
      invitation: { name: 'Asha V.', relationship: 'son', scopes: ['see', 'book'] },
    })
    expect(data.invitation!.until).toMatch(/^\d\d-\w{3}-\d{4}$/)
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Invited, not answered yet')
    expect(await kindsOf(KIRAN_ID)).not.toContain('helpingAccepted')
  })

  it('an unknown token is told as an ended invitation', async () => {
    const kiran = await signIn(KIRAN.username, KIRAN.password)
    const data = await readLoaderData<typeof invitationLoader>(await open('A'.repeat(43), kiran))
    expect(data).toMatchObject({ state: 'ended', invitation: null })
  })
})

describe('answering an invitation', () => {
  it('asks for the year as four digits', async () => {
    const { token, kiran } = await invited()
    const refused = await answer(token, { intent: 'accept', yearOfBirth: '90' }, kiran)
    expect(refused.status).toBe(400)
    expect((await readReply(refused)).error).toEqual({
      yearOfBirth: ['Enter the year of birth as four digits, like 1958'],
    })
  })

  it('says how many tries are left, and the third wrong year ends the invitation', async () => {
    const { asha, token, kiran } = await invited()
    const first = await answer(token, { intent: 'accept', yearOfBirth: '1991' }, kiran)
    expect((await readReply(first)).error).toEqual({
      yearOfBirth: ['That is not the year of birth. You have 2 more tries.'],
    })
    const second = await answer(token, { intent: 'accept', yearOfBirth: '1989' }, kiran)
    expect((await readReply(second)).error).toEqual({
      yearOfBirth: ['That is not the year of birth. You have 1 more try.'],
    })
    const third = await answer(token, { intent: 'accept', yearOfBirth: '1988' }, kiran)
    expect(third).toRedirectTo(at(token))
    await expect(third).toShowAlert({
      type: 'error',
      message: 'The year of birth was wrong three times, so the invitation has ended.',
    })
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Ended: your year of birth was entered wrongly three times')
    // even the right year now finds it ended
    const late = await answer(token, { intent: 'accept', yearOfBirth: ASHA_YEAR }, kiran)
    await expect(late).toShowAlert({
      type: 'error',
      message: 'The year of birth was wrong three times, so the invitation has ended.',
    })
    expect(await kindsOf(KIRAN_ID)).not.toContain('helpingAccepted')
  })

  it('accepts with the right year: both activities record it, the grant is active and the patient can renew it', async () => {
    const { asha, token, kiran } = await invited()
    const accepted = await answer(token, { intent: 'accept', yearOfBirth: ASHA_YEAR }, kiran)
    expect(accepted).toRedirectTo('/myappointments')
    await expect(accepted).toShowAlert({
      type: 'success',
      message: 'You are now a helper for Asha V. and can act for them with Switch account.',
    })
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperAccepted')
    expect((await kindsOf(KIRAN_ID))[0]).toBe('helpingAccepted')
    const [row] = (await helpersPage(asha)).rows!
    expect(row).toMatchObject({ state: 'Active', canRenew: true })
    const data = await readLoaderData<typeof invitationLoader>(await open(token, kiran))
    expect(data.state).toBe('used')

    const renewed = await sendForm(asha, { intent: 'renew', grant: String(row!.id) })
    await expect(renewed).toShowAlert({
      type: 'success',
      message: /^Kiran's access is renewed until \d\d-\w{3}-\d{4}\.$/,
    })
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperRenewed')
  })

  it('declines: both activities record it, and the patient sees why it ended', async () => {
    const { asha, token, kiran } = await invited()
    const declined = await answer(token, { intent: 'decline' }, kiran)
    expect(declined).toRedirectTo('/myappointments')
    await expect(declined).toShowAlert({
      type: 'info',
      message: 'You declined the invitation. Nothing was shared with you.',
    })
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperDeclined')
    expect((await kindsOf(KIRAN_ID))[0]).toBe('helpingDeclined')
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Ended: the invitation was declined')
    // a second answer changes nothing and says it did not go through
    await expect(await answer(token, { intent: 'decline' }, kiran)).toShowAlert({
      type: 'error',
      message: 'That did not go through. Try again in a moment.',
    })
  })

  it('the patient cannot answer her own invitation', async () => {
    const { asha, token } = await invited()
    const own = await answer(token, { intent: 'accept', yearOfBirth: ASHA_YEAR }, asha)
    await expect(own).toShowAlert({ type: 'error', message: 'That did not go through. Try again in a moment.' })
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Invited, not answered yet')
  })
})
