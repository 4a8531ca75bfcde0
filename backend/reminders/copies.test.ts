import { describe, expect, it } from 'vitest'
import { makeStandIn, type Username } from '../test-support.ts'

/**
 * A helper's copies of the patient's visit texts (NOW is 10 March 2026; asha's online visit is in
 * 10 minutes and her visit in person tomorrow 10:30, so a sweep now sends those two reminders).
 */

const KIRAN_MOBILE = '9876500005'
const COPIES = [
  "Sunrise Hospital: video visit at 11:40 am; the patient's call opens in 15 minutes.",
  "Sunrise Hospital: the patient's visit Wed, 11 Mar 10:30 am, in person.",
]

async function copiesStandIn(scopes: string[] = ['see']) {
  const s = makeStandIn()
  const { grantId, bearer } = await s.delegatedBearer(scopes)
  // the contact asha typed for the invitation is not where copies go: kiran's own verified mobile is
  s.db.prepare(`UPDATE helper_grants SET contact = '9000000001' WHERE id = ?`).run(grantId)
  const send = async (method: string, path: string, as: Username | string, body?: unknown) => {
    const authorization = as.startsWith('Bearer ') ? as : await s.bearerFor(as as Username)
    const res = await s.app.request(`/patient-service${path}`, {
      method,
      headers: { Authorization: authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
  }
  const choose = (copies: boolean, as: Username | string = 'kiran') =>
    send('PUT', `/patients/5/helping/${grantId}/reminder-copies`, as, { copies })
  const sweep = () => s.app.request('/dev/reminders/sweep', { method: 'POST' })
  const textsTo = (recipient: string) =>
    s.db
      .prepare<[string], { body: string }>(`SELECT body FROM outbox WHERE recipient = ? ORDER BY id`)
      .all(recipient)
      .map((m) => m.body)
  const ashasGrant = async () =>
    (
      (await send('GET', '/patients/1/helpers', 'asha')).body as unknown as { id: number; reminderCopies: boolean }[]
    ).find((g) => g.id === grantId)!
  return { ...s, grantId, bearer, send, choose, sweep, textsTo, ashasGrant }
}

describe("a helper's reminder copies", () => {
  it("go once per recipient, by SMS to the helper's verified mobile, without the link, beside the patient's own", async () => {
    const s = await copiesStandIn()
    const chosen = await s.choose(true)
    expect(chosen.status).toBe(200)
    expect(chosen.body).toMatchObject({ grantId: s.grantId, reminderCopies: true })
    expect(await s.ashasGrant()).toMatchObject({ reminderCopies: true })

    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual(COPIES)
    expect(s.textsTo('9000000001')).toEqual([])
    // the patient's own still carry their link
    expect(s.textsTo('9876543210')).toEqual([
      expect.stringMatching(/your call opens in 15 minutes: http:\/\/localhost:3000\/r\/[\w-]{22}$/),
      expect.stringMatching(/in person\. Confirm or cancel: http:\/\/localhost:3000\/r\/[\w-]{22}$/),
    ])
    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual(COPIES)
    expect(s.textsTo('9876543210')).toHaveLength(2)
  })

  it("are in the helper's own language for texts, and a confirmation is copied too", async () => {
    const s = await copiesStandIn()
    await s.choose(true)
    expect(
      (await s.send('PUT', '/patients/5/reminder-preferences', 'kiran', { sms: true, email: true, language: 'hi' }))
        .status,
    ).toBe(200)
    const cancelled = await s.app.request('/appointment-service/appointments/3', {
      method: 'DELETE',
      headers: { Authorization: await s.bearerFor('asha') },
    })
    expect(cancelled.status).toBe(204)
    expect(s.textsTo(KIRAN_MOBILE)).toEqual(['Sunrise Hospital: मरीज़ की मुलाक़ात शुक्र, 13 मार्च 6:00 pm रद्द हो गई है.'])
  })

  it('are none while the choice is off, and none after the helper turns it off', async () => {
    const s = await copiesStandIn()
    expect(await s.ashasGrant()).toMatchObject({ reminderCopies: false })
    await s.choose(true)
    expect((await s.choose(false)).body).toMatchObject({ reminderCopies: false })
    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual([])
    expect(await s.ashasGrant()).toMatchObject({ reminderCopies: false })
  })

  it('need the see scope: refused without it, and dropped when the patient takes it away', async () => {
    const bookOnly = await copiesStandIn(['book'])
    expect(await bookOnly.choose(true)).toMatchObject({ status: 409, body: { code: 'COPIES_NEED_SEE' } })

    const s = await copiesStandIn(['see', 'book'])
    await s.choose(true)
    const changed = await s.send('PATCH', `/patients/1/helpers/${s.grantId}`, 'asha', {
      scopes: ['book'],
      endsAt: '2026-06-30',
    })
    expect(changed.body).toMatchObject({ scopes: ['book'], reminderCopies: false })
    // giving `see` back does not turn the copies on again: that is the helper's choice
    await s.send('PATCH', `/patients/1/helpers/${s.grantId}`, 'asha', { scopes: ['see'], endsAt: '2026-06-30' })
    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual([])
  })

  it('stop when the grant ends, and an ended grant cannot take them', async () => {
    const s = await copiesStandIn()
    await s.choose(true)
    expect((await s.send('DELETE', `/patients/1/helpers/${s.grantId}`, 'asha')).status).toBe(204)
    expect(await s.ashasGrant()).toMatchObject({ state: 'ended', reminderCopies: false })
    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual([])
    expect(await s.choose(true)).toMatchObject({ status: 403, body: { code: 'GRANT_ENDED' } })
  })

  it("go only to a verified mobile: refused for a helper without one, and none once the helper's mobile is unverified", async () => {
    const s = await copiesStandIn()
    await s.choose(true)
    s.db.prepare(`UPDATE patients SET verification_status = NULL WHERE id = 5`).run()
    await s.sweep()
    expect(s.textsTo(KIRAN_MOBILE)).toEqual([])
    expect(await s.choose(true)).toMatchObject({ status: 409, body: { code: 'COPIES_NEED_MOBILE' } })
  })

  it("are the helper's own choice: a delegated token and another account are refused", async () => {
    const s = await copiesStandIn()
    expect(await s.choose(true, s.bearer)).toMatchObject({ status: 403, body: { code: 'HELPER_NOT_ALLOWED' } })
    expect(
      (await s.send('PUT', `/patients/1/helping/${s.grantId}/reminder-copies`, 'asha', { copies: true })).status,
    ).toBe(403)
    expect(await s.ashasGrant()).toMatchObject({ reminderCopies: false })
  })
})
