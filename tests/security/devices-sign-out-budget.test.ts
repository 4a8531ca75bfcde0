/**
 * Another session cannot spend the patient's sign-outs (docs/security.md#your-devices). The devices
 * screen counts its posts per session: a stolen session posting to /devices in a loop is refused
 * itself, while the patient's own "Sign out" of it still works at once.
 */
import { describe, expect, it } from 'vitest'
import { action as devicesAction } from '~/routes/_app.devices'
import { currentSessionId } from '~/utils/session/device-sessions.server'
import { requirePatient } from '~/utils/session/guard.server'
import { publicHandle } from '~/utils/session/handle.server'
import { get, post } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

const TOO_MANY = /^Too many sign-outs\. Please wait \d+ seconds and try again\.$/
const postTo = (cookie: string, fields: Record<string, string>) => run(devicesAction, post('/devices', fields, cookie))

describe("the devices screen's sign-out count", () => {
  it("is the session's own: 21 posts from a stolen session leave the patient's sign-out of it working", async () => {
    const patient = await signIn('asha', 'Asha@2026')
    const thief = await signIn('asha', 'Asha@2026')
    const refused = []
    for (let i = 0; i < 21; i++) refused.push(await postTo(thief, { intent: 'end-pass', handle: 'x'.repeat(22) }))
    await expect(refused.at(-1)).toShowAlert({ type: 'error', message: TOO_MANY }, { cookie: thief })

    const thiefId = await currentSessionId(get('/', thief))
    const signedOut = await postTo(patient, { intent: 'sign-out', handle: publicHandle('session', thiefId!) })
    await expect(signedOut).toShowAlert(
      { type: 'success', message: 'Signed out Unknown browser on an unknown system.' },
      { cookie: patient },
    )
    await expect(requirePatient(get('/myappointments', thief))).rejects.toMatchObject({ status: 302 })
  })
})
