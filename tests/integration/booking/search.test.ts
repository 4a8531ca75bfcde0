import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { loader as careLoader } from '~/routes/_app.careCategories'
import { loader as doctorLoader } from '~/routes/_app.selectDoctor/route'
import { loader as slotsLoader } from '~/routes/_app.slots'
import { loader as photoLoader } from '~/routes/resources.doctor-photo.$doctorId.resource'
import { getStore } from '~/utils/shared-store/index.server'
import { injectFault, standIn } from '../../mocks/standin'
import { restoreEnv, stubEnv } from '../../support/env'
import { locationOf, readLoaderData } from '../../support/read-response'
import { get, PORTAL } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const TZ = 'Asia/Kolkata'
const ONLINE = 2
const PHYSICAL = 1
const asha = () => signIn('asha', 'Asha@2026')
const tomorrow = () => addDays(dayIn(TZ), 1)

const doctorsPage = async (query: string, cookie?: string) => {
  const response = await run(doctorLoader, get(`/selectDoctor?${query}`, cookie ?? (await asha())))
  expect(response.status).toBe(200)
  return readLoaderData<typeof doctorLoader>(response)
}
const slotsPage = async (query: string, cookie?: string) =>
  run(slotsLoader, get(`/slots?${query}`, cookie ?? (await asha())))
const slotsOf = (response: Response) => readLoaderData<typeof slotsLoader>(response)

describe('/careCategories', () => {
  it('lists the care services; only Online Consultation and Physical Visit are booked with a doctor', async () => {
    const response = await run(careLoader, get('/careCategories', await asha()))
    const data = await readLoaderData<typeof careLoader>(response)
    expect(data.services?.map((s) => [s.title, s.bookable, s.icon])).toEqual([
      ['Physical Visit', true, 'physical'],
      ['Online Consultation', true, 'online'],
      ['Remote Patient Monitoring', false, 'monitoring'],
      ['Nursing Services', false, 'nursing'],
    ])
    expect(data.hospital?.name).toBe('Sunrise Multispeciality Hospital')
  })

  it('sends a signed-out visitor to sign in', async () => {
    const response = await run(careLoader, get('/careCategories'))
    expect(response).toRedirectTo('/signin')
  })
})

describe('/selectDoctor', () => {
  it('sends an unknown or non-bookable care service back to /careCategories', async () => {
    const cookie = await asha()
    for (const query of ['', 'careServiceId=3', 'careServiceId=99', 'careServiceId=abc']) {
      const response = await run(doctorLoader, get(`/selectDoctor?${query}`, cookie))
      expect(response).toRedirectTo('/careCategories')
    }
  })

  it("lists the online doctors, leaving out the deleted one, with the mode's fee", async () => {
    const page = await doctorsPage(`careServiceId=${ONLINE}`)
    expect(page.day).toBe(dayIn(TZ))
    expect(page.range).toEqual({ min: dayIn(TZ), max: addDays(dayIn(TZ), 365) })
    const ids = page.doctors!.map((d) => d.id)
    expect(ids).toEqual([1, 2, 4, 5, 6, 7, 8, 10, 11, 12])
    expect([page.total, page.page, page.last]).toEqual([11, 1, 2])
    expect(page.doctors!.find((d) => d.id === 2)?.fee).toBe('₹300 - ₹500')
    expect(page.doctors!.find((d) => d.id === 1)?.fee).toBe('₹400')
    const long = page.doctors!.find((d) => d.id === 1)!
    expect(long.about.shown.length).toBeLessThanOrEqual(200)
    expect(long.about.rest).not.toBe('')
    expect(page.options.specialities).toContain('Cardiology')
    expect(page.options.languages).toContain('Tamil')
    expect(page.options.conditions.map((c) => c.name)).toContain('Diabetes')
  })

  it('pages by 10: the loader data holds only the page shown, and the page clamps', async () => {
    const cookie = await asha()
    const second = await doctorsPage(`careServiceId=${ONLINE}&page=2`, cookie)
    expect(second.doctors!.map((d) => d.id)).toEqual([14])
    expect([second.total, second.page, second.last]).toEqual([11, 2, 2])
    expect((await doctorsPage(`careServiceId=${ONLINE}&page=9`, cookie)).page).toBe(2)
    expect((await doctorsPage(`careServiceId=${ONLINE}&page=x`, cookie)).page).toBe(1)
  })

  // kept for 300 s, the list is the same object on every page, and its counts are kept by filters and choices
  it.each(['0', '300'])(
    'counts the doctors each filter choice lists, with the other groups applied (lists kept %s s)',
    async (seconds) => {
      stubEnv({ REFERENCE_CACHE_SECONDS: seconds })
      onTestFinished(restoreEnv)
      const cookie = await asha()
      const all = await doctorsPage(`careServiceId=${ONLINE}`, cookie)
      expect(all.counts!.genders).toEqual({ MALE: expect.any(Number), FEMALE: expect.any(Number), OTHERS: 1 })
      const genders = Object.values(all.counts!.genders).reduce((a, b) => a + b, 0)
      expect(genders).toBe(11)
      // a count is what choosing it lists
      const bengali = await doctorsPage(`careServiceId=${ONLINE}&language=Bengali`, cookie)
      expect(all.counts!.languages.Bengali).toBe(bengali.total)
      const women = await doctorsPage(`careServiceId=${ONLINE}&gender=FEMALE`, cookie)
      // the gender group keeps its own counts; the other groups count only women
      expect(women.counts!.genders).toEqual(all.counts!.genders)
      expect(women.counts!.languages.English).toBe(women.total)
    },
  )

  it('filters AND across groups, OR within, and sorts', async () => {
    const cookie = await asha()
    const women = await doctorsPage(`careServiceId=${PHYSICAL}&gender=FEMALE&experience=6-10&experience=16%2B`, cookie)
    expect(women.doctors!.map((d) => d.id)).toEqual([2, 6, 11])
    expect(women.activeFilters).toBe(3)
    const asc = await doctorsPage(`careServiceId=${PHYSICAL}&duration=45&sort=asc`, cookie)
    expect(asc.doctors!.map((d) => d.name)).toEqual(['Prof. Suresh Iyer', 'Dr. Venkat Reddy'])
    const recent = await doctorsPage(`careServiceId=${PHYSICAL}&duration=45&sort=recent`, cookie)
    expect(recent.doctors!.map((d) => d.id)).toEqual([8, 3])
    const none = await doctorsPage(`careServiceId=${PHYSICAL}&language=Bengali`, cookie)
    expect(none.doctors).toEqual([])
  })

  it('keeps the date inside today..one year ahead', async () => {
    const cookie = await asha()
    expect((await doctorsPage(`careServiceId=${ONLINE}&date=2020-01-01`, cookie)).day).toBe(dayIn(TZ))
    expect((await doctorsPage(`careServiceId=${ONLINE}&date=2099-01-01`, cookie)).day).toBe(addDays(dayIn(TZ), 365))
  })

  it('shows recently booked doctors once each, only those offering the service', async () => {
    const page = await doctorsPage(`careServiceId=${ONLINE}`)
    const ids = page.recent!.map((d) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
    // asha booked Dr. Suresh Iyer (physical only) never online; every entry offers Online Consultation
    expect(ids.every((id) => page.doctors!.some((d) => d.id === id))).toBe(true)
  })

  it("says there is no booked history for a patient who hasn't booked", async () => {
    // hand asha's appointments to kiran: asha has no history left
    standIn.db().prepare('UPDATE appointments SET patient_id = 5 WHERE patient_id = 1').run()
    const page = await doctorsPage(`careServiceId=${ONLINE}`)
    expect(page.recent).toEqual([])
  })

  it("opens one doctor's free slots for the day", async () => {
    const page = await doctorsPage(`careServiceId=${ONLINE}&date=${tomorrow()}&slotsFor=12`)
    expect(page.openSlots?.doctorId).toBe(12)
    expect(page.openSlots?.slots?.[0]?.label).toBe('12:00 AM')
    const none = await doctorsPage(`careServiceId=${PHYSICAL}&date=${tomorrow()}&slotsFor=14&gender=X`)
    expect(none.openSlots?.doctorId).toBe(14)
  })

  it("keeps the hospital's reference data in the shared store: a second list needs only the doctors", async () => {
    stubEnv({ REFERENCE_CACHE_SECONDS: '300' })
    try {
      const cookie = await asha()
      const first = await doctorsPage(`careServiceId=${ONLINE}`, cookie)
      for (const path of [
        '/hospital-service/hospitals/1/care-services',
        '/hospital-service/hospitals/1/hospital-specialities',
        '/config-service/languages',
        '/config-service/conditions',
      ])
        injectFault({ path, kind: 'server-error' })
      const second = await doctorsPage(`careServiceId=${ONLINE}`, cookie)
      expect(second.care).toEqual(first.care)
      expect(second.options).toEqual(first.options)
    } finally {
      restoreEnv()
    }
  })

  it('reads the reference data from the shared store once, not on every page: the instance keeps it parsed', async () => {
    stubEnv({ REFERENCE_CACHE_SECONDS: '300' })
    try {
      const cookie = await asha()
      await doctorsPage(`careServiceId=${PHYSICAL}`, cookie)
      const read = vi.spyOn(getStore(), 'get')
      await doctorsPage(`careServiceId=${PHYSICAL}`, cookie)
      expect(read.mock.calls.map(([key]) => key).filter((key) => key.startsWith('reference:'))).toEqual([])
    } finally {
      vi.restoreAllMocks()
      restoreEnv()
    }
  })

  it('says when filter choices could not be loaded, rather than leaving their groups out in silence', async () => {
    expect((await doctorsPage(`careServiceId=${ONLINE}`)).choicesFailed).toBe(false)
    injectFault({ path: '/config-service/languages', kind: 'server-error' })
    const page = await doctorsPage(`careServiceId=${ONLINE}`)
    expect(page).toMatchObject({ choicesFailed: true, options: { languages: [] } })
    expect(page.doctors).toHaveLength(10)
  })

  it('shows the list as failed when the doctor service fails', async () => {
    injectFault({ path: '/doctor-service/doctors/', kind: 'server-error' })
    const page = await doctorsPage(`careServiceId=${ONLINE}`)
    expect(page.doctors).toBeNull()
  })
})

describe('/slots', () => {
  const base = `careServiceId=${ONLINE}`

  it('shows the doctor, fee and the free slots of the day, with TODAY for today', async () => {
    const cookie = await asha()
    const today = await slotsOf(await slotsPage(`${base}&doctorId=12`, cookie))
    expect(today.heading?.startsWith('TODAY, ')).toBe(true)
    const later = await slotsOf(await slotsPage(`${base}&doctorId=12&date=${tomorrow()}`, cookie))
    expect(later.heading?.startsWith('TODAY')).toBe(false)
    expect(later.doctor).toMatchObject({ id: 12, name: 'Dr Imran Qureshi', fee: '₹250' })
    expect(later.slots?.length).toBe(95)
    expect(later.blocked).toBeNull()
  })

  it.each([
    ['no doctor', '', 'Please select any one of the doctor from list'],
    ['an unknown doctor', '&doctorId=999', 'Please select any one of the doctor from list'],
    ['a deleted doctor', '&doctorId=13', 'Selected doctor is deleted. Please select another doctor'],
    ['a doctor without free slots', '&doctorId=14', 'No available slots for this doctor. Please select other doctor'],
  ])('refuses %s', async (_, query, message) => {
    const page = await slotsOf(await slotsPage(`${base}${query}`))
    expect(page.blocked).toBe(message)
    expect(page.slots).toBeNull()
  })

  it('says No available slots on a day without any (the doctor has some on other days)', async () => {
    // Dr. Suresh Iyer works physical visits on Mon, Wed, Fri and Sat: find a day in the coming week without
    const day = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(dayIn(TZ), n))
      .find((d) => [0, 2, 4].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))!
    const page = await slotsOf(await slotsPage(`careServiceId=${PHYSICAL}&doctorId=3&date=${day}`))
    expect(page.blocked).toBeNull()
    expect(page.slots).toEqual([])
  })

  it.each([
    ['no slot', '', 'Please select slot time!'],
    [
      'a slot in the past',
      `&slot=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
      'Appointment slot is in the past!',
    ],
    [
      'a slot that is not free',
      '&slot=2099-01-01T10:07:00.000Z',
      'This slot is no longer free. Please select another slot.',
    ],
  ])('answers Confirm with %s with the message', async (_, slot, message) => {
    const response = await slotsPage(`${base}&doctorId=12&date=${tomorrow()}&confirm=1${slot}`)
    expect(response.status).toBe(400)
    expect((await slotsOf(response)).problem).toBe(message)
  })

  it('sends a good choice to /confirmation with local times and the offset', async () => {
    const cookie = await asha()
    const page = await slotsOf(await slotsPage(`${base}&doctorId=12&date=${tomorrow()}`, cookie))
    const slot = page.slots![1]!
    const response = await slotsPage(
      `${base}&doctorId=12&date=${tomorrow()}&confirm=1&slot=${encodeURIComponent(slot.value)}`,
      cookie,
    )
    expect(response.status).toBe(302)
    const next = new URL(locationOf(response), PORTAL)
    expect(next.pathname).toBe('/confirmation')
    expect(Object.fromEntries(next.searchParams)).toEqual({
      careServiceId: '2',
      doctorId: '12',
      date: tomorrow(),
      start: `${tomorrow()}T00:15:00+05:30`,
      end: `${tomorrow()}T00:30:00+05:30`,
    })
  })
})

describe('doctor photo', () => {
  it('streams a photo with caching headers; 404 without one; 401 signed out', async () => {
    const cookie = await asha()
    const photo = await run(photoLoader, get('/resources/doctor-photo/1', cookie), { params: { doctorId: '1' } })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(photo.headers.get('Cache-Control')).toBe('private, max-age=86400')
    const none = await run(photoLoader, get('/resources/doctor-photo/4', cookie), { params: { doctorId: '4' } })
    expect(none.status).toBe(404)
    const out = await run(photoLoader, get('/resources/doctor-photo/1'), { params: { doctorId: '1' } })
    expect(out.status).toBe(401)
  })
})
