import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RECENTLY_BOOKED_MS } from '~/areas/booking.server'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { action as confirm } from '~/routes/_app.confirmation/route'
import { loader as doctorLoader } from '~/routes/_app.selectDoctor/route'
import { injectFault, server } from '../../mocks/standin'
import { restoreEnv, stubEnv } from '../../support/env'
import { readLoaderData } from '../../support/read-response'
import { get, multipart } from '../../support/requests'
import { run } from '../../support/run'
import { countCalls } from '../../support/service-calls'
import { signIn } from '../../support/sign-in'

/**
 * ADR 129: the doctor list's Recently Booked strip is kept a minute per patient in the shared store; booking in
 * the portal forgets it. Care services: 1 Physical Visit, 2 Online Consultation; Dr. Imran Qureshi (12) takes online
 * consultations all day.
 */
const PHYSICAL = 1
const ONLINE = 2
const asha = () => signIn('asha', 'Asha@2026')
const recentOf = async (careServiceId: number, cookie: string) =>
  (
    await readLoaderData<typeof doctorLoader>(
      await run(doctorLoader, get(`/selectDoctor?careServiceId=${careServiceId}`, cookie)),
    )
  ).recent?.map((d) => d.id) ?? null
const asked = () => countCalls(/\/doctor-appointment-list$/)

// the integration tests keep no reference data (REFERENCE_CACHE_SECONDS 0), and with it no strip: these keep it
beforeEach(() => {
  stubEnv({ REFERENCE_CACHE_SECONDS: '300' })
})
afterEach(() => {
  vi.restoreAllMocks()
  restoreEnv()
})

describe('Recently Booked', () => {
  it('is asked of the doctor service once a minute for a patient, and shown the same meanwhile', async () => {
    const cookie = await asha()
    const calls = asked()
    expect(await recentOf(ONLINE, cookie)).toEqual([10, 2, 7, 1])
    expect(await recentOf(ONLINE, cookie)).toEqual([10, 2, 7, 1])
    expect(calls.count).toBe(1)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + RECENTLY_BOOKED_MS + 1)
    expect(await recentOf(ONLINE, cookie)).toEqual([10, 2, 7, 1])
    expect(calls.count).toBe(2)
    calls.stop()
  })

  it('is kept for each care service apart', async () => {
    const cookie = await asha()
    const online = await recentOf(ONLINE, cookie)
    const physical = await recentOf(PHYSICAL, cookie)
    expect(physical).not.toEqual(online)
    const calls = asked()
    expect([await recentOf(ONLINE, cookie), await recentOf(PHYSICAL, cookie)]).toEqual([online, physical])
    expect(calls.count).toBe(0)
    calls.stop()
  })

  it('shows a booking made in the portal on the next page, not a minute later', async () => {
    const cookie = await asha()
    expect(await recentOf(ONLINE, cookie)).toEqual([10, 2, 7, 1])
    const day = addDays(dayIn('Asia/Kolkata'), 1)
    const slot = {
      careServiceId: '2',
      doctorId: '12',
      date: day,
      start: `${day}T12:00:00+05:30`,
      end: `${day}T12:15:00+05:30`,
    }
    const booked = await run(confirm, await multipart(`/confirmation?${new URLSearchParams(slot)}`, [], cookie, slot))
    expect(booked).toRedirectTo(/^\/SuccessPage\?appointmentId=\d+$/)
    expect(await recentOf(ONLINE, cookie)).toEqual([12, 10, 2, 7, 1])
  })

  it('keeps no failure: the next page asks again', async () => {
    const cookie = await asha()
    injectFault({ path: '/doctor-service/doctors/:patientId/doctor-appointment-list', kind: 'server-error' })
    expect(await recentOf(ONLINE, cookie)).toBeNull()
    server.resetHandlers()
    expect(await recentOf(ONLINE, cookie)).toEqual([10, 2, 7, 1])
  })
})
