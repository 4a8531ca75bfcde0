import { describe, expect, it } from 'vitest'
import { loader as frame } from '~/routes/_app'
import { loader as activityLoader } from '~/routes/_app.activity'
import { loader as devicesLoader } from '~/routes/_app.devices'
import { action as signInAction } from '~/routes/signin'
import { inRequest } from '../integration/activity/support'
import { cookiesAfter } from '../support/cookies'
import { readLoaderData } from '../support/read-response'
import { get, PORTAL } from '../support/requests'
import { run } from '../support/run'

/**
 * A browser's name on the patient's screens is one the user-agent parser knows, never words a
 * stranger typed into the header: a User-Agent holding a message ("CALL ... NOW") is shown as an
 * unknown browser on the devices screen, in the activity and in the new-sign-in notice.
 */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const MESSAGE = 'CALL 1800-000-1111 NOW - your account is suspended'
/** The parser's catch-all reads "<name>/<version> (<system>)" as a browser named <name>. */
const HOSTILE = `${MESSAGE}/1.0 (${MESSAGE})`

async function signInFrom(agent: string, device: string) {
  const request = new Request(`${PORTAL}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'asha', password: 'Asha@2026' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': agent, Cookie: `device=${device}` },
  })
  const response = await inRequest(() => run(signInAction, request, { context: { clientAddress: '203.0.113.5' } }))
  expect(response.status).toBe(302)
  return cookiesAfter(response, `device=${device}`)
}

describe("a stranger's words in the User-Agent", () => {
  it('never reach the devices screen, the activity or the new-sign-in notice', async () => {
    const kiosk = await signInFrom(CHROME_WINDOWS, 'kioskDeviceId000000000')
    const stranger = await signInFrom(HOSTILE, 'strangerDeviceId000000')

    const notice = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', kiosk)))
    expect(notice.newSignIn).toMatch(/^A new sign-in on Unknown browser on an unknown system at /)

    const devices = await run(devicesLoader, get('/devices', stranger))
    const rows = (await readLoaderData<typeof devicesLoader>(devices.clone())).sessions.map((s) => s.device)
    expect(rows).toEqual(['Unknown browser on an unknown system', 'Chrome on Windows'])

    const activity = await run(activityLoader, get('/activity', stranger))
    const { rows: entries } = await readLoaderData<typeof activityLoader>(activity.clone())
    expect(entries[0]).toMatchObject({ what: 'Signed in', device: 'network 203.0.113.0/24' })

    for (const page of [devices, activity]) expect(await page.text()).not.toContain('CALL')
  })
})
