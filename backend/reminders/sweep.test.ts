import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../test-support.ts'

/** Asha's seeded visits: 1 online in 10 minutes, 2 in person tomorrow 10:30, 3 online in three days; kiran's 12 online tomorrow 20:00. */
const HOUR = 3_600_000

function standIn() {
  const s = makeStandIn()
  const outbox = () =>
    s.db
      .prepare<[], { channel: string; recipient: string; subject: string; body: string }>(
        'SELECT channel, recipient, subject, body FROM outbox ORDER BY id',
      )
      .all()
  const sweep = async (at?: Date) =>
    (
      await s.app.request('/dev/reminders/sweep', {
        method: 'POST',
        body: at ? JSON.stringify({ at: at.toISOString() }) : undefined,
      })
    ).json() as Promise<{ at: string; sent: number }>
  const send = async (method: string, path: string, body?: unknown) =>
    s.app.request(path, {
      method,
      headers: { Authorization: await s.bearerFor('asha'), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const startOf = (id: number) =>
    new Date(
      s.db.prepare<[number], { start_time: string }>('SELECT start_time FROM appointments WHERE id = ?').get(id)!
        .start_time,
    )
  return { ...s, outbox, sweep, send, startOf }
}

describe('the reminder sweep', () => {
  it('sends each due reminder once per channel: SMS to the verified mobile, e-mail to the address, and nothing on a second run', async () => {
    const s = standIn()
    expect(await s.sweep()).toEqual({ at: NOW.toISOString(), sent: 4 })
    const sent = s.outbox()
    // asha: the call in 10 minutes and tomorrow's visit, each by SMS and e-mail (kiran's, tomorrow 20:00, is not due yet)
    const withoutToken = (body: string) => body.replace(/\/r\/[\w-]{22}$/, '/r/<token>')
    expect(sent.filter((m) => m.recipient === '9876543210').map((m) => withoutToken(m.body))).toEqual([
      'Sunrise Hospital: video visit at 11:40 am; your call opens in 15 minutes: http://localhost:3000/r/<token>',
      'Sunrise Hospital: your visit Wed, 11 Mar 10:30 am, in person. Confirm or cancel: http://localhost:3000/r/<token>',
    ])
    expect(sent.filter((m) => m.channel === 'EMAIL').map((m) => m.subject)).toContain('Your visit is coming up')
    expect(await s.sweep()).toMatchObject({ sent: 0 })
    expect(s.outbox()).toHaveLength(4)
  })

  it('runs at a given clock time: three days ahead, the day-before reminder of the online visit in three days', async () => {
    const s = standIn()
    await s.sweep()
    const before = s.outbox().length
    const at = new Date(s.startOf(3).getTime() - 23 * HOUR)
    expect(await s.sweep(at)).toMatchObject({ sent: 2 })
    expect(
      s
        .outbox()
        .slice(before)
        .map((m) => m.body),
    ).toEqual([
      expect.stringMatching(
        /^Sunrise Hospital: your visit Fri, 13 Mar 6:00 pm, video\. Confirm or cancel: http:\/\/localhost:3000\/r\/[\w-]{22}$/,
      ),
      expect.stringMatching(/^Sunrise Hospital: your visit Fri, 13 Mar 6:00 pm, video\./),
    ])
  })

  it("drops a cancelled visit's pending reminders, and a moved one gets them again for its new time", async () => {
    const s = standIn()
    expect((await s.send('DELETE', '/appointment-service/appointments/3')).status).toBe(204)
    expect(s.outbox().map((m) => m.body)).toEqual([
      'Sunrise Hospital: your visit Fri, 13 Mar 6:00 pm is cancelled.',
      'Sunrise Hospital: your visit Fri, 13 Mar 6:00 pm is cancelled.',
    ])
    expect(await s.sweep(new Date(s.startOf(3).getTime() - HOUR))).toMatchObject({ sent: 0 })
  })

  it('follows the preferences: e-mail off, Hindi', async () => {
    const s = standIn()
    const put = await s.send('PUT', '/patient-service/patients/1/reminder-preferences', {
      sms: true,
      email: false,
      language: 'hi',
    })
    expect(await put.json()).toEqual({ sms: true, email: false, language: 'hi' })
    await s.sweep()
    const asha = s.outbox().filter((m) => m.recipient === '9876543210' || m.recipient === 'asha.verma@example.com')
    expect(asha.map((m) => m.channel)).toEqual(['SMS', 'SMS'])
    expect(asha[1]!.body).toContain('आपकी मुलाक़ात')
  })
})

describe('the confirmations', () => {
  it('go on a reschedule with a new link, and the moved visit gets its day-before reminder again', async () => {
    const s = standIn()
    await s.sweep()
    const query = 'start=2026-03-12&end=2026-03-12&consultation-mode=PHYSICAL'
    const free = (await (await s.send('GET', `/doctor-service/doctors/7/appointment-slots?${query}`)).json()) as Record<
      string,
      { start: string; end: string }[]
    >
    const slots = Object.values(free).flat()
    expect(slots.length).toBeGreaterThan(0)
    const before = s.outbox().length
    const res = await s.send('PATCH', '/appointment-service/appointments/2/reschedule-appointment', {
      startTime: slots[0]!.start,
      endTime: slots[0]!.end,
      doctor: { id: 7 },
      patient: { id: 1 },
      type: 'PHYSICAL_VISIT',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const moved = s.outbox().slice(before)
    expect(moved.map((m) => m.subject)).toEqual(['Your visit has moved', 'Your visit has moved'])
    expect(moved[0]!.body).toMatch(
      /^Sunrise Hospital: visit moved to Thu, 12 Mar .*, in person\. Details: http:\/\/localhost:3000\/r\/[\w-]{22}$/,
    )
    // the new time is set now, a day and more ahead: its day-before reminder goes when that comes
    expect(await s.sweep()).toMatchObject({ sent: 0 })
    const sentBefore = s.outbox().length
    await s.sweep(new Date(s.startOf(2).getTime() - 24 * HOUR))
    const ashas = s
      .outbox()
      .slice(sentBefore)
      .filter((m) => m.recipient === '9876543210' || m.recipient === 'asha.verma@example.com')
    expect(ashas.map((m) => m.subject)).toEqual(['Your visit is coming up', 'Your visit is coming up'])
    expect(ashas[0]!.body).toContain('Thu, 12 Mar')
  })
})
