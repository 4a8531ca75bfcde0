import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../test-support.ts'
import { settleGrants } from './grants.ts'

/** What time does to grants: the notices a week before an end, and a child's grant at 18. */

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

type Sent = { channel: string; to: string; subject: string; body: string }
const outboxOf = async (s: ReturnType<typeof makeStandIn>) =>
  (await (await s.app.request('/dev/outbox')).json()) as Sent[]

describe('the notice a week before a grant ends', () => {
  it('goes to the patient and the helper once, by the sweep, seven days before the last day', async () => {
    const s = makeStandIn()
    await s.delegatedBearer(['see'], { lastDay: '2026-03-25' })
    const sweep = () => s.app.request('/dev/helpers/sweep', { method: 'POST' })
    s.clock.now = new Date('2026-03-17T06:00:00.000Z') // eight days before
    await sweep()
    expect(await outboxOf(s)).toEqual([])
    s.clock.now = new Date('2026-03-18T06:00:00.000Z') // seven days before
    await sweep()
    await sweep()
    expect(await outboxOf(s)).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        to: '9876500005',
        subject: 'Your helper access ends soon',
        body: 'You can help Asha V. on the patient portal until 2026-03-25.',
      }),
      expect.objectContaining({
        channel: 'SMS',
        to: '9876543210',
        subject: 'Your helper access ends soon',
        body: "Kiran can help you on the patient portal until 2026-03-25. Renew it on the portal's Helpers page if you wish.",
      }),
    ])
  })

  it('comes again for the new last day once the grant is renewed', async () => {
    const s = makeStandIn()
    const { grantId } = await s.delegatedBearer(['see'], { lastDay: '2026-03-12' })
    settleGrants({ db: s.db, now: () => s.clock.now })
    expect(await outboxOf(s)).toHaveLength(2)
    s.db.prepare(`UPDATE helper_grants SET last_day = '2026-03-14' WHERE id = ?`).run(grantId)
    settleGrants({ db: s.db, now: () => s.clock.now })
    expect(await outboxOf(s)).toHaveLength(4)
  })
})

describe("a child's grant, made by the hospital", () => {
  it('is seeded for tara, with asha as her helper, active with every scope until the eve of her 18th birthday', async () => {
    const s = makeStandIn()
    const tara = (await (await s.get('/patient-service/patients/5/helping', 'kiran')).json()) as unknown[]
    expect(tara).toEqual([])
    const ashas = await (await s.get('/patient-service/patients/1/helping', 'asha')).json()
    expect(ashas).toEqual([
      {
        grantId: expect.any(Number),
        patientId: 6,
        patientShortName: 'Tara V.',
        scopes: ['see', 'book', 'chat', 'call', 'documents'],
        endsAt: '2032-08-14',
        minor: true,
        reminderCopies: false,
      },
    ])
  })

  it("is made by the hospital's staff, can't be changed by the child, and ends by itself on the 18th birthday", async () => {
    const s = makeStandIn()
    s.db.prepare(`UPDATE patients SET date_of_birth = '2008-03-20' WHERE id = 2`).run()
    const made = await s.app.request(
      '/dev/helpers/minor-grants',
      json({ patientId: 2, helperId: 5, relationship: 'parent' }),
    )
    expect(made.status).toBe(201)
    const grant = (await made.json()) as { id: number }
    expect(grant).toMatchObject({ state: 'active', minor: true, endsAt: '2026-03-19', helperName: 'Kiran Rao' })
    const ravi = await s.bearerFor('ravi')
    const end = await s.app.request(`/patient-service/patients/2/helpers/${grant.id}`, {
      method: 'DELETE',
      headers: { Authorization: ravi },
    })
    expect(end.status).toBe(403)
    expect(await end.json()).toMatchObject({ code: 'GRANT_BY_HOSPITAL' })
    s.clock.now = new Date('2026-03-19T18:30:00.000Z') // midnight of the birthday, in the hospital
    const list = await s.get('/patient-service/patients/2/helpers', 'ravi')
    expect(await list.json()).toMatchObject([{ id: grant.id, state: 'ended', endedReason: 'turned-18' }])
  })

  it('is refused for an adult', async () => {
    const s = makeStandIn()
    const made = await s.app.request(
      '/dev/helpers/minor-grants',
      json({ patientId: 2, helperId: 5, relationship: 'parent' }),
    )
    expect(made.status).toBe(400)
    expect(await made.json()).toMatchObject({ errorMessage: 'The patient is 18 or older' })
  })
})
