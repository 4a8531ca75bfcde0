import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordActivity } from '~/areas/activity.server'
import { loader } from '~/routes/_app.activity'
import { action as cancelAction } from '~/routes/_app.myappointments.$appointmentId.cancel'
import { action as logout } from '~/routes/logout'
import { action as signInAction } from '~/routes/signin'
import { log } from '~/utils/observability/log.server'
import { metrics } from '~/utils/observability/metrics.server'
import { getStore } from '~/utils/shared-store/index.server'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { ADDRESS, fromPhone, inRequest, kindsOf, REQUEST_ID } from './support'

/** The /activity page (docs/activity.md): the patient's own entries, worded, filtered and paged; and recording that never costs the action. */
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const page = async (cookie: string, query = '') => {
  const response = await run(loader, get(`/activity${query}`, cookie))
  expect(response.status).toBe(200)
  return readLoaderData<typeof loader>(response)
}
const cancel3 = (cookie: string) =>
  run(cancelAction, fromPhone(post('/myappointments/3/cancel', { reason: 'Feeling better' }, cookie)), {
    params: { appointmentId: '3' },
  })
const phoneRequest = () => fromPhone(get('/'))

describe('the activity page', () => {
  it('shows each entry: when in the patient’s zone, what, and the browser with the coarse network, never the address', async () => {
    const cookie = await inRequest(() => signIn('asha', 'Asha@2026'))
    await inRequest(() => cancel3(cookie))
    const shown = await page(cookie)
    expect(shown.rows.map((r) => r.what)).toEqual(['Appointment cancelled', 'Signed in'])
    expect(shown.rows[0]).toMatchObject({
      device: 'Chrome on Android, network 203.0.113.0/24',
      when: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4}, \d{2}:\d{2} (AM|PM)$/),
    })
    expect(JSON.stringify(shown)).not.toContain(ADDRESS)
    expect(JSON.stringify(shown)).not.toMatch(/Feeling better|Mozilla/)
    expect(shown).toMatchObject({ days: 90, filter: null, page: 1, last: 1, any: true })
  })

  it('speaks the page’s language', async () => {
    const cookie = await inRequest(() => signIn('asha', 'Asha@2026'))
    const request = get('/activity', `${cookie}; lang=kn`)
    const shown = await readLoaderData<typeof loader>(await run(loader, request))
    expect(shown.rows[0]?.what).toBe('ಸೈನ್ ಇನ್ ಮಾಡಲಾಗಿದೆ')
    expect(shown.title).toBe('ಖಾತೆಯ ಚಟುವಟಿಕೆ | ರೋಗಿ ಪೋರ್ಟಲ್')
  })

  it('filters by kind from the URL, pages by 10 newest first, and clamps a page past the end', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    for (let i = 0; i < 12; i++) await recordActivity(1, 'profileSaved', phoneRequest())
    await recordActivity(1, 'appointmentBooked', phoneRequest())
    const first = await page(cookie)
    expect(first).toMatchObject({ page: 1, last: 2 })
    expect(first.rows).toHaveLength(10)
    expect(first.rows[0]?.what).toBe('Appointment booked')
    const second = await page(cookie, '?page=2')
    expect(second.rows.map((r) => r.what)).toEqual([...Array<string>(3).fill('Profile details saved'), 'Signed in'])
    expect((await page(cookie, '?page=99')).page).toBe(2)
    const appointments = await page(cookie, '?kind=appointments')
    expect(appointments).toMatchObject({ filter: 'appointments', page: 1, last: 1 })
    expect(appointments.rows.map((r) => r.what)).toEqual(['Appointment booked'])
    const profile = await page(cookie, '?kind=profile&page=2')
    expect(profile).toMatchObject({ page: 2, last: 2 })
    expect(profile.rows).toHaveLength(2)
    // an unknown kind is every kind, not an error
    expect((await page(cookie, '?kind=%3Cscript%3E')).filter).toBeNull()
    const none = await page(cookie, '?kind=guests')
    expect(none).toMatchObject({ rows: [], any: true })
  })

  it('shows a patient only their own entries, whatever the URL says', async () => {
    const asha = await signIn('asha', 'Asha@2026')
    await cancel3(asha)
    const kiran = await signIn('kiran', 'Kiran@2026')
    for (const query of ['', '?patientId=1', '?patient=1&id=1', '?kind=appointments&patientId=1']) {
      const shown = await page(kiran, query)
      expect(shown.rows.map((r) => r.what)).toEqual(query.includes('appointments') ? [] : ['Signed in'])
    }
    expect((await page(asha)).rows.map((r) => r.what)).toEqual(['Appointment cancelled', 'Signed in'])
  })

  it('sends a signed-out browser to sign in, and a signed-out cookie too', async () => {
    expect(await run(loader, get('/activity'))).toRedirectTo('/signin')
    const cookie = await signIn('asha', 'Asha@2026')
    await run(logout, post('/logout', {}, cookie))
    expect(await run(loader, get('/activity', cookie))).toRedirectTo('/signin')
  })
})

describe('recording', () => {
  it('writes one audit line per entry: marked, the kind, the request id, the patient id, and no patient data', async () => {
    const info = vi.spyOn(log(), 'info')
    const cookie = await inRequest(() => signIn('asha', 'Asha@2026'))
    await inRequest(() => cancel3(cookie))
    const lines = info.mock.calls.map(([line]) => line as Record<string, unknown>).filter((l) => l.audit === true)
    expect(lines).toEqual([
      {
        audit: true,
        event: 'signIn',
        requestId: REQUEST_ID,
        patientId: 1,
        browser: null,
        system: null,
        network: '203.0.113.0/24',
      },
      {
        audit: true,
        event: 'appointmentCancelled',
        requestId: REQUEST_ID,
        patientId: 1,
        browser: 'Chrome',
        system: 'Android',
        network: '203.0.113.0/24',
      },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/Asha|Verma|eyJ|203\.0\.113\.77|Feeling better|asha/)
  })

  it('marks a failed sign-in by a keyed hash of the username, never the username', async () => {
    const info = vi.spyOn(log(), 'info')
    await inRequest(() => run(signInAction, post('/signin', { username: 'Asha', password: 'nope' })))
    const [line] = info.mock.calls.map(([l]) => l as Record<string, unknown>).filter((l) => l.audit === true)
    expect(line).toMatchObject({
      audit: true,
      event: 'signInFailed',
      usernameKey: expect.stringMatching(/^[\w-]{22}$/),
    })
    expect(JSON.stringify(line)).not.toMatch(/asha/i)
    expect(line).not.toHaveProperty('patientId')
  })

  it('a store that fails: the action succeeds all the same, and the failure is logged and counted', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const failed = async () => (await metrics().activityFailed.get()).values[0]?.value ?? 0
    const before = await failed()
    vi.spyOn(getStore(), 'pushBounded').mockRejectedValue(new Error('disk I/O error'))
    const error = vi.spyOn(log(), 'error')
    const response = await cancel3(cookie)
    expect(response).toRedirectTo('/myappointments')
    await expect(response).toShowAlert({ type: 'success', message: 'Appointment Cancelled Successfully!' })
    expect(await failed()).toBe(before + 1)
    expect(error).toHaveBeenCalledWith(
      { event: 'activity-not-recorded', kind: 'appointmentCancelled', requestId: undefined, err: 'disk I/O error' },
      'account activity not recorded',
    )
    vi.mocked(getStore().pushBounded).mockRestore()
    expect(await kindsOf(1)).toEqual(['signIn'])
  })

  it('a slow store: the action waits a quarter of a second at most, and the entry still lands', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const store = getStore()
    const push = store.pushBounded.bind(store)
    let landed: () => void = () => {}
    const later = new Promise<void>((resolve) => (landed = resolve))
    vi.spyOn(store, 'pushBounded').mockImplementation(async (...args) => {
      await new Promise((r) => setTimeout(r, 2_000))
      await push(...args)
      landed()
    })
    const started = performance.now()
    expect(await cancel3(cookie)).toRedirectTo('/myappointments')
    expect(performance.now() - started).toBeLessThan(1_500)
    await later
    expect(await kindsOf(1)).toEqual(['appointmentCancelled', 'signIn'])
  })
})
