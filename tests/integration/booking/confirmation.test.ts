import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { action, loader } from '~/routes/_app.confirmation/route'
import { loader as successLoader } from '~/routes/_app.SuccessPage'
import { injectFault, server, SERVICES_URL, standIn } from '../../mocks/standin'
import { doctorNotifications } from '../../support/doctor-notifications'
import { restoreEnv, stubEnv } from '../../support/env'
import { pdfBytes, pngBytes } from '../../support/files'
import { locationOf, readActionData, readLoaderData } from '../../support/read-response'
import { get, multipart } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/**
 * The confirmation step's loader and action against the stand-in, with injected faults.
 * Dr. Imran Qureshi (12) takes online consultations all day in 15-minute slots; Dr. Arjun Mehta (1) sees
 * patients 09:00-13:00 every day; Dr. Deepa Menon (13) is INACTIVE. Care services: 1 Physical Visit, 2 Online.
 */
const asha = () => signIn('asha', 'Asha@2026')
const kiran = () => signIn('kiran', 'Kiran@2026')
const TZ = 'Asia/Kolkata'
const tomorrow = () => addDays(dayIn(TZ), 1)

type Slot = { careServiceId: number; doctorId: number; date: string; start: string; end: string }
const onlineSlot = (day = tomorrow(), at = '12:00', to = '12:15'): Slot => ({
  careServiceId: 2,
  doctorId: 12,
  date: day,
  start: `${day}T${at}:00+05:30`,
  end: `${day}T${to}:00+05:30`,
})
const physicalSlot = (): Slot => ({
  careServiceId: 1,
  doctorId: 1,
  date: tomorrow(),
  start: `${tomorrow()}T09:00:00+05:30`,
  end: `${tomorrow()}T09:30:00+05:30`,
})
const query = (s: Slot) =>
  new URLSearchParams(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)]))).toString()

const open = async (s: Slot | string, cookie?: string) => {
  const response = await run(
    loader,
    get(`/confirmation?${typeof s === 'string' ? s : query(s)}`, cookie ?? (await asha())),
  )
  expect(response.status).toBe(200)
  return readLoaderData<typeof loader>(response)
}

type Upload = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }
const submit = async (s: Slot, cookie: string, fields: Record<string, string> = {}, files: Upload[] = []) =>
  run(
    action,
    await multipart(
      `/confirmation?${query(s)}`,
      files.map((f) => ({ field: 'files', ...f })),
      cookie,
      Object.fromEntries([...Object.entries(s).map(([k, v]) => [k, String(v)]), ...Object.entries(fields)]),
    ),
  )

const appointmentsAt = (s: Slot) =>
  standIn
    .db()
    .prepare<[number, string], { id: number; patient_id: number; reason_for_consultation: string | null }>(
      `SELECT id, patient_id, reason_for_consultation FROM appointments
       WHERE doctor_id = ? AND start_time = ? AND status <> 'CANCELED'`,
    )
    .all(s.doctorId, new Date(s.start).toISOString())
const medicalData = (id: number) =>
  standIn
    .db()
    .prepare<[number], { data: string }>('SELECT data FROM appointment_medical_data WHERE appointment_id = ?')
    .all(id)
    .map((r) => JSON.parse(r.data) as Record<string, unknown>)
const documents = (id: number) =>
  standIn
    .db()
    .prepare<[number], { name: string; mime: string }>(
      'SELECT name, mime FROM documents WHERE appointment_id = ? ORDER BY id',
    )
    .all(id)
/** Someone else (kiran, patient 5) takes the slot. */
const takenByKiran = (s: Slot) =>
  standIn
    .db()
    .prepare(
      `INSERT INTO appointments (doctor_id, patient_id, start_time, end_time, status, type, created_at, updated_at)
       VALUES (?, 5, ?, ?, 'SCHEDULED', 'ONLINE_CONSULTATION', ?, ?)`,
    )
    .run(s.doctorId, new Date(s.start).toISOString(), new Date(s.end).toISOString(), '2026-01-01', '2026-01-01')
const successId = (response: Response) => {
  expect(response).toRedirectTo(/^\/SuccessPage\?appointmentId=\d+$/)
  return Number(locationOf(response).split('=')[1])
}
const answerOf = (response: Response) => readActionData<typeof action>(response)

const vitals = {
  height: '170',
  weight: '68',
  bloodPressure: '120/80',
  pulse: '72',
  spo2: '98%',
  temperature: '98.6',
  bloodGlucose: '110',
}
const png: Upload = { name: 'rash.png', type: 'image/png', bytes: pngBytes() }
const pdf: Upload = { name: 'report.pdf', type: 'application/pdf', bytes: pdfBytes() }

describe('confirmation page (loader)', () => {
  it('shows the doctor, day and time, the mailing address, the refund policy and the consent', async () => {
    const page = await open(onlineSlot())
    expect(page.state).toBe('ready')
    expect(page.summary).toMatchObject({
      doctor: 'Dr Imran Qureshi',
      careTitle: 'Online Consultation',
      fee: '₹250',
      time: '12:00 PM - 12:15 PM',
    })
    expect(page.address).toEqual(expect.any(String))
    expect(page.refundPolicy).toMatch(/^Cancel up to 5 minutes/)
    expect(page.consent?.message).toMatch(/^I consent/)
  })

  // ADR 54: the administrator comes from the doctor's hospital, not the hospital id standing in for one
  it("reads the refund policy and consent of the hospital's administrator, as its appointments list them", async () => {
    const db = standIn.db()
    db.prepare('UPDATE administrators SET hospital_id = 2 WHERE id = 1').run()
    db.prepare("UPDATE administrators SET refund_policy = 'Policy of administrator 2' WHERE id = 2").run()
    db.prepare("UPDATE administrators SET patient_consent_message = 'Consent of administrator 2' WHERE id = 2").run()
    const page = await open(onlineSlot())
    expect(page.refundPolicy).toBe('Policy of administrator 2')
    expect(page.consent?.message).toBe('Consent of administrator 2')
  })

  it("keeps the administrator with the hospital's reference data: the patient's appointments are read once", async () => {
    stubEnv({ REFERENCE_CACHE_SECONDS: '300' })
    try {
      // hospital 1's appointments list administrator 2 first; the hospital id (1) would be the fallback
      const db = standIn.db()
      db.prepare('UPDATE administrators SET hospital_id = 2 WHERE id = 1').run()
      db.prepare("UPDATE administrators SET refund_policy = 'Policy of administrator 2' WHERE id = 2").run()
      expect((await open(onlineSlot())).refundPolicy).toBe('Policy of administrator 2')
      injectFault({ path: '/appointment-service/appointments', kind: 'server-error' })
      expect((await open(onlineSlot())).refundPolicy).toBe('Policy of administrator 2')
    } finally {
      restoreEnv()
    }
  })

  it('refuses an incomplete or unusable hand-over: start again from Select Care', async () => {
    for (const q of [
      '',
      'doctorId=12',
      query({ ...onlineSlot(), start: 'soon' }),
      query({ ...onlineSlot(), careServiceId: 3 }),
    ]) {
      const page = await open(q)
      expect(page.problem).toEqual({
        message: 'This booking link is incomplete. Please start again from Select Care.',
        links: [{ to: '/careCategories', label: 'Start again' }],
      })
    }
  })

  it("refuses an INACTIVE doctor: 'Selected doctor is deleted. Please select another doctor'", async () => {
    const page = await open({ ...onlineSlot(), doctorId: 13 })
    expect(page.problem?.message).toBe('Selected doctor is deleted. Please select another doctor')
    expect(page.problem?.links[0]?.to).toBe(`/selectDoctor?careServiceId=2&date=${tomorrow()}`)
  })

  it("refuses a slot in the past: 'Appointment slot is in the past!'", async () => {
    const page = await open(onlineSlot(addDays(dayIn(TZ), -1)))
    expect(page.problem?.message).toBe('Appointment slot is in the past!')
    expect(page.problem?.links[0]?.label).toBe('Pick another slot')
  })

  it('says when the slot was taken meanwhile, with links to pick another slot or doctor', async () => {
    const s = onlineSlot()
    takenByKiran(s)
    const page = await open(s)
    expect(page.problem).toEqual({
      message: 'This slot is no longer free. Please pick another slot.',
      links: [
        { to: `/slots?careServiceId=2&date=${s.date}&doctorId=12`, label: 'Pick another slot' },
        { to: `/selectDoctor?careServiceId=2&date=${s.date}`, label: 'Select another doctor' },
      ],
    })
  })

  it('knows a slot the patient already booked (Back after booking, or a half-saved booking sent again)', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    expect((await open(s, cookie)).ownBooking).toBeNull()
    const id = successId(await submit(s, cookie))
    const page = await open(s, cookie)
    expect(page.state).toBe('ready')
    expect(page.ownBooking).toBe(id)
  })

  it('a doctor list that cannot be loaded says so with the catalogue text', async () => {
    injectFault({ method: 'get', path: '/doctor-service/doctors/', kind: 'server-error' })
    const page = await open(onlineSlot())
    expect(page.problem).toEqual({
      message: 'Internal server Error!',
      links: [{ to: '/careCategories', label: 'Start again' }],
    })
  })

  it('reads a start whose + arrived unencoded (a space) as the offset', async () => {
    const s = onlineSlot()
    const page = await open(query(s).replaceAll('%2B', '+'))
    expect(page.state).toBe('ready')
  })
})

describe('SUBMIT (action)', () => {
  it('books an online consultation with medical info, vitals and documents, tells the doctor, then the success page', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    const response = await submit(
      s,
      cookie,
      { reason: 'Itchy rash <since> Monday', allergies: 'Peanuts', healthConditions: 'Asthma', ...vitals },
      [png, pdf],
    )
    const id = successId(response)
    expect(appointmentsAt(s)).toEqual([{ id, patient_id: 1, reason_for_consultation: 'Itchy rash since Monday' }])
    expect(medicalData(id)).toEqual([
      expect.objectContaining({
        allergies: [{ name: 'Peanuts' }],
        healthConditions: [{ name: 'Asthma' }],
        vitals: expect.arrayContaining([
          { name: 'bloodPressure', unit: 'mmHg', value: '120/80' },
          { name: 'respirationRate', unit: '%', value: '98' },
        ]),
      }),
    ])
    expect(documents(id)).toEqual([
      { name: 'rash.png', mime: 'image/png' },
      { name: 'report.pdf', mime: 'application/pdf' },
    ])
    expect(doctorNotifications(12)).toEqual([
      {
        title: 'New Appointment',
        message: expect.stringMatching(/^Asha Verma booked an appointment for 12:00 PM/),
        appointment_id: id,
      },
    ])
    const flag = standIn
      .db()
      .prepare<[], { status: number }>('SELECT status FROM notification_flags WHERE doctor_id = 12')
      .get()
    expect(flag?.status).toBe(1)
  })

  it('books a physical visit; without medical info nothing else is sent', async () => {
    const s = physicalSlot()
    const id = successId(await submit(s, await asha()))
    expect(medicalData(id)).toEqual([])
    expect(documents(id)).toEqual([])
    const success = await run(successLoader, get(`/SuccessPage?appointmentId=${id}`, await asha()))
    const { kind, calendar } = await readLoaderData<typeof successLoader>(success)
    expect({ kind, calendar }).toEqual({
      kind: 'physical visit',
      calendar: `/myappointments/${id}/calendar.ics`,
    })
  })

  it('refuses bad vitals and over-long texts field by field, keeps the entries, books nothing', async () => {
    const s = onlineSlot()
    const response = await submit(s, await asha(), {
      reason: 'Headache',
      allergies: 'x'.repeat(151),
      height: '301',
      bloodPressure: '120',
      pulse: '0',
      spo2: '101',
      temperature: '107',
      bloodGlucose: '301',
      weight: '0',
    })
    expect(response.status).toBe(400)
    const body = await answerOf(response)
    expect(body.reply?.error).toMatchObject({
      allergies: ['Please enter at most 150 characters.'],
      height: ['Please enter a height greater than 0 and at most 300 cm.'],
      weight: ['Please enter a weight greater than 0, with digits and a dot only.'],
      bloodPressure: ['Please Enter valid Blood Pressure'],
      pulse: ['Please enter a pulse rate from 1 to 200, digits only.'],
      spo2: ['Please enter an SpO2 from 1 to 100 (a % sign may follow).'],
      temperature: ['Please enter a temperature from 0 to 106 °F (up to 6 decimals).'],
      bloodGlucose: ['Please enter a blood glucose from 0 to 300 (up to 5 decimals).'],
    })
    expect(body.reply?.initialValue).toMatchObject({ reason: 'Headache', bloodPressure: '120' })
    expect(appointmentsAt(s)).toEqual([])
  })

  it('checks the documents by their bytes, count and size before booking', async () => {
    const s = onlineSlot()
    const cookie = await asha()
    const fake = { name: 'photo.png', type: 'image/png', bytes: new TextEncoder().encode('GIF89a not a png') }
    const wrong = await submit(s, cookie, {}, [fake])
    expect((await answerOf(wrong)).reply?.error?.files).toEqual(['Only png, jpg, jpeg and pdf files are allowed.'])
    const eleven = await submit(
      s,
      cookie,
      {},
      Array.from({ length: 11 }, () => png),
    )
    expect((await answerOf(eleven)).reply?.error?.files).toEqual(['You can add at most 10 files.'])
    expect(appointmentsAt(s)).toEqual([])
  })

  // the reader goes on past the big file, so the Medical Info typed with it is kept
  it('refuses a document over 10 MB by name and keeps every typed value', async () => {
    const s = onlineSlot()
    const cookie = await asha()
    const typed = {
      reason: 'Rash on both arms',
      allergies: 'Peanuts',
      drugSensitivities: 'Penicillin',
      healthConditions: 'Asthma',
      medications: 'Salbutamol',
      procedures: 'None',
      ...vitals,
    }
    const scan = new Uint8Array(10 * 1024 * 1024 + 1)
    scan.set(pdfBytes())
    const big = await submit(s, cookie, typed, [png, { ...pdf, name: 'scan.pdf', bytes: scan }])
    expect(big.status).toBe(400)
    const { reply } = await answerOf(big)
    expect(reply?.error?.files).toEqual(['scan.pdf is larger than 10 MB. Each file must be 10 MB or smaller.'])
    expect(reply?.initialValue).toMatchObject(typed)
    expect(appointmentsAt(s)).toEqual([])
  })

  it('a second submit of the same form (double click, Back and submit) books once and sends nothing twice', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    const fields = { reason: 'Rash', allergies: 'Peanuts' }
    const [a, b] = await Promise.all([submit(s, cookie, fields, [png]), submit(s, cookie, fields, [png])])
    const first = successId(a)
    expect(successId(b)).toBe(first)
    const again = successId(await submit(s, cookie, fields, [png]))
    expect(again).toBe(first)
    expect(appointmentsAt(s)).toHaveLength(1)
    expect(medicalData(first)).toHaveLength(1)
    expect(documents(first)).toHaveLength(1)
    expect(doctorNotifications(12)).toHaveLength(1)
  })

  it('two patients at once: exactly one booking; the other reads the server’s message and can pick another slot', async () => {
    const s = onlineSlot()
    const [ashaCookie, kiranCookie] = await Promise.all([asha(), kiran()])
    const [a, k] = await Promise.all([submit(s, ashaCookie), submit(s, kiranCookie)])
    const statuses = [a.status, k.status].sort()
    expect(statuses).toEqual([302, 409])
    const loser = a.status === 409 ? a : k
    const body = await answerOf(loser)
    expect(body.reply?.error?.['']).toEqual(['This slot has just been booked by someone else'])
    expect(body.links).toEqual([
      { to: `/slots?careServiceId=2&date=${s.date}&doctorId=12`, label: 'Pick another slot' },
      { to: `/selectDoctor?careServiceId=2&date=${s.date}`, label: 'Select another doctor' },
    ])
    expect(appointmentsAt(s)).toHaveLength(1)
  })

  it('rechecks the doctor and the time on submit', async () => {
    const cookie = await asha()
    const inactive = await submit({ ...onlineSlot(), doctorId: 13 }, cookie)
    expect((await answerOf(inactive)).reply?.error?.['']).toEqual([
      'Selected doctor is deleted. Please select another doctor',
    ])
    const past = await submit(onlineSlot(addDays(dayIn(TZ), -1)), cookie)
    expect((await answerOf(past)).reply?.error?.['']).toEqual(['Appointment slot is in the past!'])
  })

  it.each([
    ['server-error', 'Internal server Error!'],
    ['refused', 'Network Error: no answer from the hospital. Please check your connection and try again.'],
    ['timeout', 'Network Error: no answer from the hospital. Please check your connection and try again.'],
  ] as const)('a booking that fails with %s says %j and keeps the entries', async (kind, message) => {
    injectFault({ method: 'post', path: '/appointment-service/appointments', kind })
    const s = onlineSlot()
    const response = await submit(s, await asha(), { reason: 'Rash', ...vitals })
    expect(response.status).toBe(400)
    const body = await answerOf(response)
    expect(body.reply?.error?.['']).toEqual([message])
    expect(body.reply?.initialValue).toMatchObject({ reason: 'Rash', bloodPressure: '120/80' })
    expect(appointmentsAt(s)).toEqual([])
  })

  it("a 401 from the booking says 'Unauthorized, please login again and try!'; a 400 shows the server's text", async () => {
    const cookie = await asha()
    server.use(
      http.post(`${SERVICES_URL}/appointment-service/appointments`, () =>
        HttpResponse.json({ status: 401, error: 'Unauthorized', errorMessage: 'Unauthorized' }, { status: 401 }),
      ),
    )
    const unauthorized = await submit(onlineSlot(), cookie)
    expect((await answerOf(unauthorized)).reply?.error?.['']).toEqual(['Unauthorized, please login again and try!'])
    server.resetHandlers()
    server.use(
      http.post(`${SERVICES_URL}/appointment-service/appointments`, () =>
        HttpResponse.json({ status: 400, error: 'Bad Request', errorMessage: 'Doctor is on leave' }, { status: 400 }),
      ),
    )
    const refused = await submit(onlineSlot(), cookie)
    expect((await answerOf(refused)).reply?.error?.['']).toEqual(['Doctor is on leave'])
  })

  it('a booking whose answer was lost but which did book carries on as that booking', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    // the services book it, then the answer never arrives
    server.use(
      http.post(`${SERVICES_URL}/appointment-service/appointments`, async ({ request }) => {
        await standIn.app().fetch(request)
        return HttpResponse.error()
      }),
    )
    const id = successId(await submit(s, cookie, { allergies: 'Dust' }))
    expect(appointmentsAt(s)).toEqual([expect.objectContaining({ id })])
    expect(medicalData(id)).toEqual([expect.objectContaining({ allergies: [{ name: 'Dust' }] })])
  })

  it('booked but the medical data failed: says the booking stands; sending again goes to the same appointment', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    injectFault({
      method: 'post',
      path: '/appointment-service/appointments/:id/medical-data',
      kind: 'server-error',
      times: 1,
    })
    const response = await submit(s, cookie, { reason: 'Rash', allergies: 'Peanuts', ...vitals }, [png])
    expect(response.status).toBe(200)
    const body = await answerOf(response)
    const id = appointmentsAt(s)[0]?.id
    expect(body.booked).toEqual({
      appointmentId: id,
      failures: ['Medical information: Internal server Error!'],
      documentsSaved: true,
    })
    expect(body.reply?.initialValue).toMatchObject({ allergies: 'Peanuts', pulse: '72' })
    expect(documents(id!)).toHaveLength(1)
    expect(doctorNotifications(12)).toHaveLength(1)

    const retry = await submit(
      s,
      cookie,
      { allergies: 'Peanuts', ...vitals, appointmentId: String(id), documentsSaved: 'yes' },
      [png],
    )
    expect(successId(retry)).toBe(id)
    expect(appointmentsAt(s)).toHaveLength(1)
    expect(medicalData(id!)).toEqual([expect.objectContaining({ allergies: [{ name: 'Peanuts' }] })])
    expect(documents(id!)).toHaveLength(1)
    expect(doctorNotifications(12)).toHaveLength(1)
  })

  it('booked but the documents failed: says so; the documents chosen again go to the same appointment', async () => {
    const cookie = await asha()
    const s = onlineSlot()
    injectFault({ method: 'post', path: '/appointment-service/appointments/:id/documents', kind: 'timeout', times: 1 })
    const body = await answerOf(await submit(s, cookie, {}, [pdf]))
    const id = appointmentsAt(s)[0]?.id
    expect(body.booked).toEqual({
      appointmentId: id,
      failures: ['Documents: Network Error: no answer from the hospital. Please check your connection and try again.'],
      documentsSaved: false,
    })
    const retry = await submit(s, cookie, { appointmentId: String(id) }, [pdf])
    expect(successId(retry)).toBe(id)
    expect(documents(id!)).toEqual([{ name: 'report.pdf', mime: 'application/pdf' }])
  })

  it("a doctor's notification that fails does not undo the booking", async () => {
    injectFault({ method: 'post', path: '/doctor-service/doctors/:id/notification', kind: 'server-error' })
    const s = onlineSlot()
    const id = successId(await submit(s, await asha()))
    expect(appointmentsAt(s)).toEqual([expect.objectContaining({ id })])
    expect(doctorNotifications(12)).toEqual([])
  })

  it("a retry names only the patient's own appointment", async () => {
    const response = await submit(onlineSlot(), await asha(), { appointmentId: '12', allergies: 'Dust' })
    expect(response.status).toBe(400)
    expect((await answerOf(response)).reply?.error?.['']).toEqual(['You are not allowed to access this appointment'])
    expect(medicalData(12)).toEqual([])
  })
})

describe('success page', () => {
  it("says what was booked: 'online consultation', or 'consultation' when the appointment can't be read", async () => {
    const cookie = await asha()
    const id = successId(await submit(onlineSlot(), cookie))
    const online = await run(successLoader, get(`/SuccessPage?appointmentId=${id}`, cookie))
    expect(await online.json()).toMatchObject({ kind: 'online consultation' })
    for (const q of ['', '?appointmentId=abc', '?appointmentId=12']) {
      const { kind, calendar } = await readLoaderData<typeof successLoader>(
        await run(successLoader, get(`/SuccessPage${q}`, cookie)),
      )
      expect({ kind, calendar }).toEqual({ kind: 'consultation', calendar: null })
    }
  })
})
