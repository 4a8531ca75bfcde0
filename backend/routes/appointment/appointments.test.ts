import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../../test-support.ts'

const list = '/appointment-service/appointments'

interface Listed {
  id: number
  startTime: string
  endTime: string
  status: string
  type: string
  patient: { id: number }
  consultationDTO: { id: number } | null
}

async function listOf(res: Response): Promise<Listed[]> {
  expect(res.status).toBe(200)
  return res.json()
}

describe('GET /appointment-service/appointments with page and size (ADR 65)', () => {
  const idsOf = async (res: Response) => (await listOf(res)).map((a) => a.id)

  it('answers one page newest first (start, then id) with the count in X-Total-Count', async () => {
    const { get } = makeStandIn()
    const all = await listOf(await get(`${list}?patient-id=1`, 'asha'))
    const newest = [...all].sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id).map((a) => a.id)
    const first = await get(`${list}?patient-id=1&page=1&size=4`, 'asha')
    expect(first.headers.get('X-Total-Count')).toBe('11')
    expect(await idsOf(first)).toEqual(newest.slice(0, 4))
    expect(await idsOf(await get(`${list}?patient-id=1&page=3&size=4`, 'asha'))).toEqual(newest.slice(8))
    const past = await get(`${list}?patient-id=1&page=9&size=4`, 'asha')
    expect(past.headers.get('X-Total-Count')).toBe('11')
    expect(await idsOf(past)).toEqual([])
  })

  it('keeps to the doctor whose shown name holds doctor-name, in any case', async () => {
    const { get } = makeStandIn()
    const res = await get(
      `${list}?patient-id=1&page=1&size=10&doctor-name=${encodeURIComponent('dR. arjun MEH')}`,
      'asha',
    )
    expect(res.headers.get('X-Total-Count')).toBe('4')
    const rows = await listOf(res)
    expect(rows).toHaveLength(4)
    expect(rows.every((a) => (a as unknown as { doctor: { lastName: string } }).doctor.lastName === 'Mehta')).toBe(true)
  })

  it('keeps to the state status names, alone or with doctor-name, newest first', async () => {
    const { get } = makeStandIn()
    const all = await listOf(await get(`${list}?patient-id=1`, 'asha'))
    const closed = all
      .filter((a) => a.status === 'CLOSED')
      .sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id)
    expect(closed.length).toBeGreaterThan(2)
    const res = await get(`${list}?patient-id=1&page=1&size=2&status=CLOSED`, 'asha')
    expect(res.headers.get('X-Total-Count')).toBe(String(closed.length))
    expect(await idsOf(res)).toEqual(closed.slice(0, 2).map((a) => a.id))
    const mehta = await get(`${list}?patient-id=1&page=1&size=10&status=CLOSED&doctor-name=mehta`, 'asha')
    const mehtas = await listOf(mehta)
    expect(mehtas.length).toBeGreaterThan(0)
    expect(mehtas.every((a) => a.status === 'CLOSED')).toBe(true)
    expect((await get(`${list}?patient-id=1&page=1&size=2&status=DONE`, 'asha')).status).toBe(400)
  })

  it('sends the whole list without a count when either is missing, and refuses bad values', async () => {
    const { get } = makeStandIn()
    const res = await get(`${list}?patient-id=1&page=1`, 'asha')
    expect(res.headers.get('X-Total-Count')).toBeNull()
    expect(await listOf(res)).toHaveLength(11)
    expect((await get(`${list}?patient-id=1&page=0&size=10`, 'asha')).status).toBe(400)
    expect((await get(`${list}?patient-id=1&page=1&size=101`, 'asha')).status).toBe(400)
  })
})

describe('GET /appointment-service/appointments', () => {
  it('returns every appointment of the patient without a date, earliest first', async () => {
    const { get } = makeStandIn()
    const items = await listOf(await get(`${list}?patient-id=1`, 'asha'))
    expect(items).toHaveLength(11)
    expect(items.every((a) => a.patient.id === 1)).toBe(true)
    const starts = items.map((a) => a.startTime)
    expect(starts).toEqual([...starts].sort())
  })

  it('returns each appointment in the shape of docs/rules/appointments.md#data', async () => {
    const { get } = makeStandIn()
    const [first] = await listOf(await get(`${list}?patient-id=1&from-date=2026-03-10`, 'asha'))
    expect(first).toEqual({
      id: 1,
      startTime: '2026-03-10T06:10:00.000Z',
      endTime: '2026-03-10T06:40:00.000Z',
      status: 'SCHEDULED',
      type: 'ONLINE_CONSULTATION',
      doctor: {
        id: 1,
        prefix: 'Dr.',
        firstName: 'Arjun',
        lastName: 'Mehta',
        hospital: {
          name: 'Sunrise Multispeciality Hospital',
          administrators: [
            { id: 1, phoneNumber: '9800000001' },
            { id: 2, phoneNumber: '9800000002' },
          ],
        },
      },
      patient: { id: 1, firstName: 'Asha', lastName: 'Verma', dateOfBirth: '1990-04-12', status: 'ACTIVE' },
      doctorJoinStatus: 'NOT_JOINED',
      patientChannelJoinStatus: 'NOT_JOINED',
      doctorChannelJoinStatus: 'NOT_JOINED',
      reasonforConsultation: 'Follow-up on blood pressure readings',
      consultationDTO: null,
      confirmedAt: null,
    })
  })

  it("seeds asha's dashboard relative to now: online in 10 minutes, physical tomorrow 10:30 IST, online in 3 days", async () => {
    const { get } = makeStandIn()
    const upcoming = await listOf(await get(`${list}?patient-id=1&from-date=2026-03-10`, 'asha'))
    expect(upcoming.map((a) => [a.id, a.type, a.status, a.startTime])).toEqual([
      [1, 'ONLINE_CONSULTATION', 'SCHEDULED', '2026-03-10T06:10:00.000Z'],
      [2, 'PHYSICAL_VISIT', 'SCHEDULED', '2026-03-11T05:00:00.000Z'], // 10:30 in Kolkata
      [3, 'ONLINE_CONSULTATION', 'SCHEDULED', '2026-03-13T12:30:00.000Z'],
    ])
  })

  it('rounds the soon appointment up to the minute', async () => {
    const { get } = makeStandIn(new Date('2026-03-10T06:00:30.500Z'))
    const [soon] = await listOf(await get(`${list}?patient-id=1&from-date=2026-03-10`, 'asha'))
    expect(soon?.startTime).toBe('2026-03-10T06:11:00.000Z')
  })

  it("seeds asha's past: a closed consultation last week and a cancelled visit last month", async () => {
    const { get } = makeStandIn()
    const items = await listOf(await get(`${list}?patient-id=1`, 'asha'))
    const closed = items.find((a) => a.id === 4)
    expect(closed).toMatchObject({ status: 'CLOSED', type: 'ONLINE_CONSULTATION', consultationDTO: { id: 4 } })
    expect(closed?.startTime).toBe('2026-03-03T09:30:00.000Z')
    const cancelled = items.find((a) => a.id === 5)
    expect(cancelled).toMatchObject({ status: 'CANCELED', type: 'PHYSICAL_VISIT', consultationDTO: null })
    expect(cancelled?.startTime).toBe('2026-02-08T05:30:00.000Z')
  })

  it('filters on the UTC day of from-date, and accepts fromDate as an alias', async () => {
    const { get } = makeStandIn()
    const fromTomorrow = await listOf(await get(`${list}?patient-id=1&from-date=2026-03-11`, 'asha'))
    expect(fromTomorrow.map((a) => a.id)).toEqual([2, 3])
    const alias = await listOf(await get(`${list}?patient-id=1&fromDate=2026-03-11`, 'asha'))
    expect(alias.map((a) => a.id)).toEqual([2, 3])
    expect(await listOf(await get(`${list}?patient-id=1&from-date=2027-01-01`, 'asha'))).toEqual([])
  })

  it("lists only the caller's own appointments", async () => {
    const { get } = makeStandIn()
    const kiran = await listOf(await get(`${list}?patient-id=5`, 'kiran'))
    expect(kiran.map((a) => a.id)).toEqual([14, 12, 13])
    expect(kiran.every((a) => a.patient.id === 5)).toBe(true)
  })

  it('answers 400 for a missing patient-id or a bad date', async () => {
    const { get } = makeStandIn()
    const missing = await get(list, 'asha')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errorMap: { 'patient-id': expect.any(String) } })
    for (const bad of ['2026-13-01', '2026-02-30', '10-03-2026']) {
      const res = await get(`${list}?patient-id=1&from-date=${bad}`, 'asha')
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ status: 400, errorMap: { 'from-date': expect.any(String) } })
    }
  })

  it('has no double booking: a second live appointment for the same doctor and start is refused', () => {
    const { db } = makeStandIn()
    const insert = db.prepare(
      `INSERT INTO appointments (doctor_id, patient_id, start_time, end_time, status, type, created_at, updated_at)
       VALUES (1, 5, '2026-03-10T06:10:00.000Z', '2026-03-10T06:40:00.000Z', ?, 'ONLINE_CONSULTATION', ?, ?)`,
    )
    expect(() => insert.run('SCHEDULED', NOW.toISOString(), NOW.toISOString())).toThrow(/UNIQUE/)
    // a cancelled appointment does not hold the slot
    expect(() => insert.run('CANCELED', NOW.toISOString(), NOW.toISOString())).not.toThrow()
  })
})
