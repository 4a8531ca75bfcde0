import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { loader as doctorLoader } from '~/routes/_app.selectDoctor/route'
import { loader as slotsLoader } from '~/routes/_app.slots'
import { loader as detail } from '~/routes/_app.specificAppointment/route'
import { ignoreQueryParameters, injectFault } from '../../mocks/standin'
import { restoreEnv, stubEnv } from '../../support/env'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/**
 * ADR 65 and 66: the doctor list, the appointment page and /slots ask the doctor service for less
 * (`latest-per-doctor` and `care-service-id` for Recently Booked and the doctor's photo, `doctor-id` for
 * /slots) and show the same with a service that ignores those parameters; the doctor list is kept a minute.
 */
const ONLINE = 2
// tomorrow in the hospital's zone: late in the evening today has no free slot left
const tomorrow = () => addDays(dayIn('Asia/Kolkata'), 1)
const asha = () => signIn('asha', 'Asha@2026')
const pageOf = async <L extends typeof doctorLoader | typeof slotsLoader>(loader: L, path: string) =>
  readLoaderData<L>(await run(loader, get(path, await asha())))

describe.each([
  ['a service that takes them', false],
  ['a service that ignores them', true],
])('asking the doctor service for less, with %s', (_, ignoring) => {
  it('Recently Booked lists each doctor of the care service once, newest booking first', async () => {
    const { seen } = ignoreQueryParameters(
      '/doctor-service/doctors/:patientId/doctor-appointment-list',
      ignoring ? ['latest-per-doctor', 'care-service-id'] : [],
    )
    const page = await pageOf(doctorLoader, `/selectDoctor?careServiceId=${ONLINE}`)
    expect(page.recent?.map((d) => d.id)).toEqual([10, 2, 7, 1])
    expect(Object.fromEntries(seen[0]!)).toMatchObject({
      'appointment-type': 'ONLINE_CONSULTATION',
      'latest-per-doctor': 'true',
      'care-service-id': String(ONLINE),
    })
  })

  it("the appointment page knows from each doctor once whether the appointment's doctor has a photo", async () => {
    const { seen } = ignoreQueryParameters(
      '/doctor-service/doctors/:patientId/doctor-appointment-list',
      ignoring ? ['latest-per-doctor'] : [],
    )
    const cookie = await asha()
    // appointment 2: Dr. Alex Fernandes, no photo; appointment 4: Dr. Priya Raman, with one
    const photoOf = async (id: number) =>
      (await readLoaderData<typeof detail>(await run(detail, get(`/specificAppointment?appointmentId=${id}`, cookie))))
        .appointment?.doctorHasPhoto
    expect(await photoOf(2)).toBe(false)
    expect(await photoOf(4)).toBe(true)
    expect(seen[0]?.get('latest-per-doctor')).toBe('true')
    expect(seen[0]?.has('care-service-id')).toBe(false)
  })

  it('/slots shows the one doctor, and refuses the deleted one', async () => {
    const { seen } = ignoreQueryParameters('/doctor-service/doctors/', ignoring ? ['doctor-id'] : [])
    const page = await pageOf(slotsLoader, `/slots?careServiceId=${ONLINE}&date=${tomorrow()}&doctorId=12`)
    expect(page.doctor?.id).toBe(12)
    expect(page.slots?.length).toBeGreaterThan(0)
    expect(seen[0]?.get('doctor-id')).toBe('12')
    const deleted = await pageOf(slotsLoader, `/slots?careServiceId=${ONLINE}&doctorId=13`)
    expect(deleted).toMatchObject({
      doctor: { id: 13 },
      blocked: 'Selected doctor is deleted. Please select another doctor',
    })
  })
})

describe('the doctor list kept in the shared store', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    restoreEnv()
  })

  it('serves the same list while the doctor service fails, for at most a minute', async () => {
    stubEnv({ REFERENCE_CACHE_SECONDS: '300' })
    const path = `/selectDoctor?careServiceId=${ONLINE}&language=English`
    const cookie = await asha()
    const first = await readLoaderData<typeof doctorLoader>(await run(doctorLoader, get(path, cookie)))
    injectFault({ path: '/doctor-service/doctors/', kind: 'server-error' })
    const kept = await readLoaderData<typeof doctorLoader>(await run(doctorLoader, get(path, cookie)))
    expect(kept.doctors).toEqual(first.doctors)
    expect(kept.counts).toEqual(first.counts)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000)
    const later = await readLoaderData<typeof doctorLoader>(await run(doctorLoader, get(path, cookie)))
    expect(later.doctors).toBeNull()
  })
})
