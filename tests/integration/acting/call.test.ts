import { describe, expect, it } from 'vitest'
import type { HelperScope } from '~/domain/helpers/scopes'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as videoPage } from '~/routes/_app.Video'
import { action as callAction } from '~/routes/Video_.call.resource'
import { standIn } from '../../mocks/standin'
import { alertAfter } from '../../support/alert'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { inRequest } from '../activity/support'
import { kiranActingForAsha } from './support'

/**
 * The call with the `call` scope (docs/helpers.md): the helper opens the patient's call page and
 * joins as themselves, named to the doctor as a helper; inviting or removing a guest stays the
 * patient's. Appointment 1 is asha's online visit in its join window.
 */
describe("a helper in the patient's video call", () => {
  it('opens the call page without Add person, and joins as themselves, named to the doctor as a helper', async () => {
    const { cookie } = await kiranActingForAsha(['call'])
    const page = await readLoaderData<typeof videoPage>(
      await inRequest(() => run(videoPage, get('/Video?appointmentId=1', cookie))),
    )
    expect(page).toMatchObject({ appointmentId: 1, noCall: null, helping: true })

    const joined = await inRequest(() =>
      run(callAction, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie)),
    )
    expect(joined.status).toBe(200)
    expect(JSON.stringify(await joined.json())).toContain('helper-5')
    const row = standIn
      .db()
      .prepare<[], { helper_attendee: string | null }>(
        'SELECT helper_attendee FROM consultations WHERE appointment_id = 1',
      )
      .get()
    expect(row?.helper_attendee).toBe('Kiran Rao (helper)')
  })

  const pollAfter = async (status: 'CLOSED' | 'CANCELED', scopes: HelperScope[]) => {
    const { cookie } = await kiranActingForAsha(scopes)
    await inRequest(() => run(callAction, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie)))
    standIn.db().prepare('UPDATE appointments SET status = ? WHERE id = 1').run(status)
    const poll = await inRequest(() => run(callAction, post('/Video/call?appointmentId=1', { intent: 'poll' }, cookie)))
    return { cookie, poll }
  }

  it('whose call is cancelled is told the consultation ended and stays signed in, back on the appointments', async () => {
    const { cookie, poll } = await pollAfter('CANCELED', ['call'])
    expect(await poll.json()).toEqual({ outcome: 'ended', to: '/myappointments' })
    expect(poll.headers.get('Set-Cookie')).toBeNull()
    expect(poll.headers.get('Clear-Site-Data')).toBeNull()
    expect(await alertAfter(poll, cookie)).toEqual({ type: 'info', message: 'The consultation has ended.' })
    const appointments = await inRequest(() => run(dashboard, get('/myappointments', cookie)))
    expect(appointments.status).toBe(200)
  })

  it("whose call the doctor closed goes back to the appointment's page, which `see` opens", async () => {
    const { poll } = await pollAfter('CLOSED', ['call', 'see'])
    expect(await poll.json()).toEqual({ outcome: 'ended', to: '/specificAppointment?appointmentId=1' })
  })
})
