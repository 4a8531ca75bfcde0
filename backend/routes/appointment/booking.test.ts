import { describe, expect, it } from 'vitest'
import { makeStandIn } from '../../test-support.ts'

// NOW is 11:30 in the hospital on 10 March 2026. Dr. Imran Qureshi (12) works online all day in
// 15-minute slots; Dr. Arjun Mehta (1) sees patients 09:00-13:00 in 30-minute slots; 13 is INACTIVE.
const ONLINE_SLOT = { startTime: '2026-03-11T12:00:00+05:30', endTime: '2026-03-11T12:15:00+05:30' }
const booking = (overrides: Record<string, unknown> = {}) => ({
  ...ONLINE_SLOT,
  status: 'SCHEDULED',
  doctor: { id: 12 },
  patient: { id: 1 },
  type: 'ONLINE_CONSULTATION',
  reasonforConsultation: 'Itchy rash',
  ...overrides,
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')

function standIn() {
  const s = makeStandIn()
  const send = async (method: string, path: string, body?: unknown, as: 'asha' | 'kiran' = 'asha') =>
    s.app.request(path, {
      method,
      headers: { Authorization: await s.bearerFor(as), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const upload = async (id: number, files: File[], as: 'asha' | 'kiran' = 'asha', query = '?fileType=CONSULTATION') => {
    const form = new FormData()
    for (const file of files) form.append('files', file)
    return s.app.request(`/appointment-service/appointments/${id}/documents${query}`, {
      method: 'POST',
      headers: { Authorization: await s.bearerFor(as) },
      body: form,
    })
  }
  const book = async (body: object = booking(), as: 'asha' | 'kiran' = 'asha') =>
    send('POST', '/appointment-service/appointments', body, as)
  const idFrom = (res: Response) => Number(res.headers.get('Location')?.split('/').pop())
  return { ...s, send, upload, book, idFrom }
}

describe('POST /appointment-service/appointments', () => {
  it('books a free slot: 201 with the new id in the Location header, SCHEDULED, and the slot is no longer free', async () => {
    const { book, get, idFrom } = standIn()
    const res = await book()
    expect(res.status).toBe(201)
    expect(res.headers.get('Location')).toMatch(/^\/appointment-service\/appointments\/\d+$/)
    const id = idFrom(res)
    const one = await get(`/appointment-service/appointments/${id}`, 'asha')
    expect(await one.json()).toMatchObject({
      id,
      status: 'SCHEDULED',
      type: 'ONLINE_CONSULTATION',
      doctor: { id: 12 },
      patient: { id: 1 },
      startTime: '2026-03-11T06:30:00.000Z',
      reasonforConsultation: 'Itchy rash',
    })
    const slots = await get(
      '/doctor-service/doctors/12/appointment-slots?start=2026-03-11&end=2026-03-11&consultation-mode=ONLINE',
      'asha',
    )
    const day = ((await slots.json()) as Record<string, { start: string }[]>)['2026-03-11'] ?? []
    expect(day.length).toBeGreaterThan(0)
    expect(day.map((s) => s.start)).not.toContain('2026-03-11T06:30:00.000Z')
  })

  it('books a physical visit', async () => {
    const { book } = standIn()
    const res = await book(
      booking({
        doctor: { id: 1 },
        type: 'PHYSICAL_VISIT',
        startTime: '2026-03-11T09:00:00+05:30',
        endTime: '2026-03-11T09:30:00+05:30',
      }),
    )
    expect(res.status).toBe(201)
  })

  it('answers 409 with an errorMessage when the slot is taken, also by another patient; exactly one booking', async () => {
    const { book, db } = standIn()
    const [first, second] = await Promise.all([book(booking(), 'asha'), book(booking({ patient: { id: 5 } }), 'kiran')])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    const loser = first.status === 409 ? first : second
    expect(await loser.json()).toMatchObject({ status: 409, errorMessage: expect.any(String) })
    const n = db
      .prepare<[], { n: number }>(
        `SELECT COUNT(*) AS n FROM appointments WHERE doctor_id = 12 AND start_time = '2026-03-11T06:30:00.000Z'`,
      )
      .get()?.n
    expect(n).toBe(1)
    // the same patient sending it again is refused too (the portal treats that case, ADR 24)
    expect((await book()).status).toBe(409)
  })

  it('refuses a slot that is not one of the doctor’s, a past slot, an INACTIVE doctor, bad payloads', async () => {
    const { book } = standIn()
    const notASlot = await book(
      booking({ startTime: '2026-03-11T12:05:00+05:30', endTime: '2026-03-11T12:20:00+05:30' }),
    )
    expect(notASlot.status).toBe(409)
    const past = await book(booking({ startTime: '2026-03-09T12:00:00+05:30', endTime: '2026-03-09T12:15:00+05:30' }))
    expect(past.status).toBe(400)
    const inactive = await book(booking({ doctor: { id: 13 } }))
    expect(inactive.status).toBe(400)
    expect((await book(booking({ doctor: { id: 999 } }))).status).toBe(404)
    for (const bad of [booking({ type: 'HOME' }), booking({ startTime: 'soon' }), { doctor: { id: 12 } }]) {
      const res = await book(bad)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ errorMessage: expect.stringMatching(/^Invalid request/) })
    }
    expect((await book(booking({ reasonforConsultation: 'x'.repeat(201) }))).status).toBe(400)
  })

  it('books only for the caller: 403 for another patient, 401 without a token', async () => {
    const { book, app } = standIn()
    expect((await book(booking({ patient: { id: 5 } }))).status).toBe(403)
    const anonymous = await app.request('/appointment-service/appointments', {
      method: 'POST',
      body: JSON.stringify(booking()),
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /appointment-service/appointments/{id}/medical-data', () => {
  const data = {
    allergies: [{ name: 'Peanuts' }],
    drugSensitivities: [],
    healthConditions: [{ name: 'Asthma' }],
    medications: [],
    procedures: [],
    vitals: [{ name: 'height', unit: 'cm', value: '170' }],
  }

  it('keeps the medical data of the caller’s appointment; sending again replaces it', async () => {
    const { book, send, db, idFrom } = standIn()
    const id = idFrom(await book())
    const path = `/appointment-service/appointments/${id}/medical-data`
    expect((await send('POST', path, data)).status).toBe(201)
    expect((await send('POST', path, { ...data, allergies: [{ name: 'Dust' }] })).status).toBe(201)
    const rows = db
      .prepare<[number], { data: string }>('SELECT data FROM appointment_medical_data WHERE appointment_id = ?')
      .all(id)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]!.data)).toMatchObject({ allergies: [{ name: 'Dust' }], vitals: data.vitals })
  })

  it('403 for another patient’s appointment, 404 for none, 400 for a bad payload', async () => {
    const { book, send, idFrom } = standIn()
    const id = idFrom(await book())
    expect((await send('POST', `/appointment-service/appointments/${id}/medical-data`, data, 'kiran')).status).toBe(403)
    expect((await send('POST', '/appointment-service/appointments/999/medical-data', data)).status).toBe(404)
    const long = { ...data, allergies: [{ name: 'x'.repeat(151) }] }
    expect((await send('POST', `/appointment-service/appointments/${id}/medical-data`, long)).status).toBe(400)
  })
})

describe('POST /appointment-service/appointments/{id}/documents?fileType=CONSULTATION', () => {
  it('keeps png and pdf files by their bytes; refuses other bytes (415), other patients (403), over 10 (400)', async () => {
    const { book, upload, db, idFrom } = standIn()
    const id = idFrom(await book())
    const ok = await upload(id, [new File([PNG], 'rash.png'), new File([PDF], 'report.pdf')])
    expect(ok.status).toBe(201)
    expect(
      db.prepare<[number], { mime: string }>('SELECT mime FROM documents WHERE appointment_id = ? ORDER BY id').all(id),
    ).toEqual([{ mime: 'image/png' }, { mime: 'application/pdf' }])
    expect((await upload(id, [new File(['GIF89a...'], 'fake.png')])).status).toBe(415)
    expect((await upload(id, [new File([PNG], 'rash.png')], 'kiran')).status).toBe(403)
    expect((await upload(id, [new File([PNG], 'rash.png')], 'asha', '?fileType=GOVT')).status).toBe(400)
    const nine = Array.from({ length: 9 }, (_, i) => new File([PNG], `${i}.png`))
    expect((await upload(id, nine)).status).toBe(400)
    expect((await upload(id, [])).status).toBe(400)
  })
})

describe('GET /admin-service/admins/{id}/refund-policy/patient-refund-policy', () => {
  it('answers the refund policy text with a token, 401 without', async () => {
    const { get, app } = standIn()
    const res = await get('/admin-service/admins/1/refund-policy/patient-refund-policy', 'asha')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ patientRefundPolicyData: expect.stringMatching(/^Cancel up to 5 minutes/) })
    expect((await app.request('/admin-service/admins/1/refund-policy/patient-refund-policy')).status).toBe(401)
    expect((await get('/admin-service/admins/99/refund-policy/patient-refund-policy', 'asha')).status).toBe(404)
  })
})
