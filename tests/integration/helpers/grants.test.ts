import { describe, expect, it } from 'vitest'
import { activityPage } from '~/areas/activity.server'
import { action as changeAction, loader as changeLoader } from '~/routes/_app.helpers_.$grantId'
import { standIn } from '../../mocks/standin'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { kindsOf } from '../activity/support'
import { ASHA, ashaInvitesKiran, helpersPage, invitation, KIRAN, KIRAN_MOBILE, sendForm } from './support'

/**
 * The patient's /helpers (docs/helpers.md#the-patients-screen): an invitation goes out through the
 * services and nothing about health goes with it; each grant is listed in words and changed,
 * renewed or ended with a plain form; each change is an activity entry; another patient's grant
 * is never reached.
 */
const ASHA_ID = 1

describe('the patient invites a helper', () => {
  it('sends the link by SMS, lists the grant as invited and records it', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    const { response, token, body } = await ashaInvitesKiran(asha)
    expect(response).toRedirectTo('/helpers')
    await expect(response).toShowAlert({
      type: 'success',
      message: 'Invitation sent to Kiran. The link works for 7 days.',
    })
    expect(body).toContain(`/helpers/invitation/${token}`)
    expect(body).toContain('Asha V.')
    expect(body).not.toMatch(/appointment|doctor|prescription/i)
    const { rows } = await helpersPage(asha)
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Kiran',
        relationship: 'Relationship: Son',
        scopes: 'May: See appointments, Book and change appointments',
        state: 'Invited, not answered yet',
        lastUsed: 'Not used yet',
        canChange: true,
        canRenew: false,
        canEnd: true,
      }),
    ])
    expect(rows![0]!.endsOn).toMatch(/^Last day: \d\d-\w{3}-\d{4}$/)
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperInvited')
  })

  it('sends an e-mail when the contact is an address', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    await sendForm(asha, invitation({ contact: 'kiran.rao@example.com' }))
    expect((await standIn.outbox.last({ to: 'kiran.rao@example.com' })).channel).toBe('EMAIL')
  })

  it('stops at the services daily cap with its own message, the form kept', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    for (let i = 0; i < 5; i++) expect((await sendForm(asha, invitation())).status).toBe(302)
    const refused = await sendForm(asha, invitation({ helperName: 'Sixth' }))
    expect(refused.status).toBe(429)
    expect(await formErrors(refused)).toEqual([
      'You have sent as many invitations as allowed today. Try again tomorrow.',
    ])
    expect((await readReply(refused)).initialValue).toMatchObject({ helperName: 'Sixth', contact: KIRAN_MOBILE })
  })
})

describe('the patient changes, renews and ends a grant', () => {
  it('changes the scopes and the end from a page that starts from the grant as it is', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    await ashaInvitesKiran(asha)
    const [grant] = (await helpersPage(asha)).rows!
    const page = await run(changeLoader, get(`/helpers/${grant!.id}`, asha), { params: { grantId: String(grant!.id) } })
    expect(page.status).toBe(200)
    const changed = await run(changeAction, post(`/helpers/${grant!.id}`, { scopes: 'chat', end: '1m' }, asha), {
      params: { grantId: String(grant!.id) },
    })
    await expect(changed).toShowAlert({ type: 'success', message: "Kiran's access is changed." })
    expect((await helpersPage(asha)).rows![0]!.scopes).toBe('May: Chat with the doctor')
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperChanged')
  })

  it('refuses a change with no scope, with its message', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    await ashaInvitesKiran(asha)
    const id = String((await helpersPage(asha)).rows![0]!.id)
    const refused = await run(changeAction, post(`/helpers/${id}`, { end: '1m' }, asha), { params: { grantId: id } })
    expect(refused.status).toBe(400)
    expect((await readReply(refused)).error).toEqual({ scopes: ['Choose at least one thing the helper may do'] })
  })

  it('ends a grant with one button, says so, and a second end finds it gone', async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    await ashaInvitesKiran(asha)
    const id = String((await helpersPage(asha)).rows![0]!.id)
    const ended = await sendForm(asha, { intent: 'end', grant: id })
    await expect(ended).toShowAlert({ type: 'success', message: "Kiran's access has ended." })
    expect((await helpersPage(asha)).rows![0]).toMatchObject({
      state: 'Ended: you ended it',
      canChange: false,
      canRenew: false,
      canEnd: false,
    })
    expect((await kindsOf(ASHA_ID))[0]).toBe('helperEnded')
    await expect(await sendForm(asha, { intent: 'end', grant: id })).toShowAlert({
      type: 'error',
      message: 'That helper is not in your list any more.',
    })
    const { entries } = await activityPage(ASHA_ID, 'helpers', null)
    expect(entries.map((e) => e.kind)).toEqual(['helperEnded', 'helperInvited'])
  })

  it("never reaches another patient's grant: the post changes nothing, the change page is not found", async () => {
    const asha = await signIn(ASHA.username, ASHA.password)
    await ashaInvitesKiran(asha)
    const id = String((await helpersPage(asha)).rows![0]!.id)
    const kiran = await signIn(KIRAN.username, KIRAN.password)
    await expect(await sendForm(kiran, { intent: 'end', grant: id })).toShowAlert({
      type: 'error',
      message: 'That helper is not in your list any more.',
    })
    expect((await run(changeLoader, get(`/helpers/${id}`, kiran), { params: { grantId: id } })).status).toBe(404)
    expect((await helpersPage(asha)).rows![0]!.state).toBe('Invited, not answered yet')
  })
})
