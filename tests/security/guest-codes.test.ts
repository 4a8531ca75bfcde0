/**
 * The guest caretaker's code (ADR 74). Before, the wrong codes were counted per consultation only
 * (ids are sequential and in every invitation link): five wrong codes from five addresses kept the
 * invited person out, and a new invitation's code too. And a code was spent only at consent, so
 * two people who verified before the first consented both got in.
 */
import { describe, expect, it } from 'vitest'
import { action as videoAction } from '~/routes/_app.Video'
import { type action as verifyGuest } from '~/routes/CareTaker'
import { action as giveConsent } from '~/routes/CareTaker_.consent'
import { cookiesAfter } from '../support/cookies'
import { consentAs, invite, invitedGuest, verifyAs } from '../support/guest-invitation'
import { readActionData } from '../support/read-response'
import { formErrors } from '../support/reply'
import { post } from '../support/requests'
import { run } from '../support/run'

const CODE_USED = 'This code has already been used. Please ask the patient to invite you again.'
const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds/
const refusal = async (response: Response) => (await readActionData<typeof verifyGuest>(response)).refusal
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe('the guest code is counted per consultation and address, with a higher ceiling per consultation', () => {
  it("five wrong codes from five strangers' addresses don't keep the invited caretaker out", async () => {
    const { cookie, id, code } = await invitedGuest()
    for (let i = 0; i < 5; i++) expect((await verifyAs(id, wrongFor(code), `203.0.113.${i}`)).status).toBe(400)
    // the services killed that code after five wrong tries; the patient invites again
    await run(videoAction, post('/Video?appointmentId=1', { intent: 'remove-person' }, cookie))
    const again = await invite(cookie)
    expect(again.id).toBe(id)
    expect(await verifyAs(id, again.code, '198.51.100.20')).toRedirectTo(`/CareTaker/consent?id=${id}`)
  })

  it('the sixth wrong code from one address for one consultation waits; another consultation does not', async () => {
    const { id, code } = await invitedGuest()
    for (let i = 0; i < 5; i++) expect((await verifyAs(id, wrongFor(code), '203.0.113.66')).status).toBe(400)
    const sixth = await verifyAs(id, code, '203.0.113.66')
    expect(sixth.status).toBe(429)
    expect(await refusal(sixth)).toMatch(TOO_MANY)
    // the same address is not held back at a consultation it did not guess at
    expect((await verifyAs(id + 1, '123456', '203.0.113.66')).status).not.toBe(429)
  })
})

describe('a guest code lets one person in', () => {
  it('two people who verify with one code at once: one goes on to the consent, the other is told it is used', async () => {
    const { id, code } = await invitedGuest()
    const answers = await Promise.all([
      verifyAs(id, code, '198.51.100.20', 'Ravi Kumar'),
      verifyAs(id, code, '203.0.113.66', 'Mallory Rao'),
    ])
    const through = answers.filter((a) => a.status === 302)
    expect(through).toHaveLength(1)
    expect(through[0]).toRedirectTo(`/CareTaker/consent?id=${id}`)
    const refused = answers.find((a) => a.status !== 302)!
    expect(refused.status).toBe(400)
    expect(await refusal(refused)).toBe(CODE_USED)
  })

  it('a second consent on one code (the verified cookie in a second browser) is refused', async () => {
    const { id, code } = await invitedGuest()
    const verified = cookiesAfter(await verifyAs(id, code))
    expect(await consentAs(id, verified)).toRedirectTo(`/CareTaker/call?id=${id}`)
    const second = await run(
      giveConsent,
      post(`/CareTaker/consent?id=${id}`, { name: 'Mallory', age: '40', relation: 'Friend', agree: 'on' }, verified),
    )
    expect(second.status).toBe(409)
    expect(await formErrors(second)).toEqual([CODE_USED])
  })
})
