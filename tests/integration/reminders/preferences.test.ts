import { describe, expect, it } from 'vitest'
import { loader as activityLoader } from '~/routes/_app.activity'
import { action, loader } from '~/routes/_app.profile.reminders'
import { injectFault, standIn } from '../../mocks/standin'
import { readActionData, readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { ASHA_MOBILE, sweepFor } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const page = async (cookie: string) =>
  (await readLoaderData<typeof loader>(await run(loader, get('/profile/reminders', cookie)))).preferences

describe('the reminder preferences', () => {
  it('start with text messages and e-mails on, in English', async () => {
    expect(await page(await asha())).toEqual({ sms: true, email: true, language: 'en' })
  })

  it('save what the form sends (an unticked box is off) and say so; the next reminder follows them', async () => {
    const cookie = await asha()
    const saved = await run(action, post('/profile/reminders', { sms: 'on', language: 'hi' }, cookie))
    expect(saved).toRedirectTo('/profile/reminders')
    await expect(saved).toShowAlert({ type: 'success', message: 'Your reminder choices are saved.' })
    expect(await page(cookie)).toEqual({ sms: true, email: false, language: 'hi' })
    const activity = await readLoaderData<typeof activityLoader>(await run(activityLoader, get('/activity', cookie)))
    expect(activity.rows[0]?.what).toBe('Reminder choices saved')
    await sweepFor(2)
    const toAsha = (await standIn.outbox.all()).filter((m) => m.to === ASHA_MOBILE || m.to === 'asha.verma@example.com')
    expect(toAsha.map((m) => m.channel)).toEqual(['SMS'])
    expect(toAsha[0]!.body).toMatch(/^Sunrise Hospital: आपकी मुलाक़ात .*, अस्पताल में\. पुष्टि या रद्द करें: http/)
  })

  it('keep the choices on the page when the services fail, and say it', async () => {
    const cookie = await asha()
    injectFault({ method: 'put', path: '/patient-service/patients/:id/reminder-preferences', kind: 'server-error' })
    const failed = await run(action, post('/profile/reminders', { email: 'on', language: 'kn' }, cookie))
    expect(failed.status).toBe(502)
    expect(await readActionData<typeof action>(failed)).toEqual({
      error: 'Your reminder choices could not be saved. Please try again.',
      preferences: { sms: false, email: true, language: 'kn' },
    })
  })

  it('say when they cannot be loaded', async () => {
    const cookie = await asha()
    injectFault({ method: 'get', path: '/patient-service/patients/:id/reminder-preferences', kind: 'server-error' })
    expect(await page(cookie)).toBeNull()
  })
})
