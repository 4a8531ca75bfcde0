import { describe, expect, it } from 'vitest'
import { loader as videoPage } from '~/routes/_app.Video'
import { action as callAction } from '~/routes/Video_.call.resource'
import { standIn } from '../../mocks/standin'
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
})
