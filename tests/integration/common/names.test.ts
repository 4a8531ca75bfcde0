import { describe, expect, it } from 'vitest'
import { action as profileAction, loader as profileLoader } from '~/routes/_app.newProfile/route'
import { action as addPerson } from '~/routes/_app.Video.add-person'
import { action as verifyGuest } from '~/routes/CareTaker'
import { action as giveConsent } from '~/routes/CareTaker_.consent'
import { action as registerAction } from '~/routes/register._index'
import { action as consentAction } from '~/routes/register.consent'
import { action as joinCall } from '~/routes/Video_.call.resource'
import { standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { invitationLinkIn } from '../../support/guest-invitation'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { PROFILE_FORM } from '../profile/support'

// ADR 53: a name in any script goes from the form to the services and comes back as typed
const row = <T>(sql: string, ...args: unknown[]) =>
  standIn
    .db()
    .prepare(sql)
    .get(...args) as T

describe('names in any script', () => {
  it('registers a patient named in Devanagari and Kannada, with a hyphen', async () => {
    const step1 = await run(
      registerAction,
      post('/register?hospitalId=1', {
        firstName: 'आशा',
        lastName: 'ಕುಮಾರ್-Rao',
        dateOfBirth: '1994-02-03',
        gender: 'FEMALE',
        email: 'asha.kumar@example.com',
        phoneNumber: '9123456781',
      }),
    )
    expect(step1).toRedirectTo('/register/consent?hospitalId=1')
    const done = await run(consentAction, post('/register/consent?hospitalId=1', {}, cookiesAfter(step1)))
    expect(done).toRedirectTo('/signin')
    expect(
      row<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM patients WHERE email = ?',
        'asha.kumar@example.com',
      ),
    ).toEqual({ first_name: 'आशा', last_name: 'ಕುಮಾರ್-Rao' })
  })

  it('saves accented letters, apostrophes and Kannada in the profile and shows them back', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const saved = await run(
      profileAction,
      post(
        '/newProfile?edit',
        { ...PROFILE_FORM, firstName: 'José', middleName: "Anne-Marie D'Souza", lastName: 'ವರ್ಮಾ' },
        cookie,
      ),
    )
    expect(saved).toRedirectTo('/newProfile')
    const page = await readLoaderData<typeof profileLoader>(await run(profileLoader, get('/newProfile', cookie)))
    expect(page.loadFailed ? null : page.profile).toMatchObject({
      firstName: 'José',
      middleName: "Anne-Marie D'Souza",
      lastName: 'ವರ್ಮಾ',
    })
  })

  it('invites "रवि कुमार" as typed, and the guest verifies and consents with his name', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    expect((await run(joinCall, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie))).status).toBe(200)
    const added = await run(
      addPerson,
      post('/Video/add-person?appointmentId=1', { name: 'रवि कुमार', contact: 'ravi@example.com' }, cookie),
    )
    await expect(added).toShowAlert({ type: 'success', message: 'Patient Added Successfully' })
    const { id, external_name } = row<{ id: number; external_name: string }>(
      'SELECT id, external_name FROM consultations WHERE appointment_id = 1',
    )
    expect(external_name).toBe('रवि कुमार')
    const { code, body } = await standIn.outbox.last({ to: 'ravi@example.com' })
    const verified = await run(verifyGuest, post(invitationLinkIn(body), { name: 'रवि कुमार', code: code ?? '' }))
    expect(verified).toRedirectTo(`/CareTaker/consent?id=${id}`)
    const consented = await run(
      giveConsent,
      post(
        `/CareTaker/consent?id=${id}`,
        { name: 'ರವಿ Kumar-Nair', age: '34', relation: 'Son', agree: 'on' },
        cookiesAfter(verified),
      ),
    )
    expect(consented).toRedirectTo(`/CareTaker/call?id=${id}`)
    const consent = row<{ external_consent: string }>('SELECT external_consent FROM consultations WHERE id = ?', id)
    expect(JSON.parse(consent.external_consent)).toMatchObject({ name: 'ರವಿ Kumar-Nair' })
  })
})
