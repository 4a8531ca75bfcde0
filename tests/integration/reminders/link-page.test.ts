import { describe, expect, it } from 'vitest'
import { loader as dashboardLoader } from '~/routes/_app.myappointments'
import type { action, loader } from '~/routes/r.$token/route'
import { action as signInAction, loader as signInLoader } from '~/routes/signin'
import { standIn } from '../../mocks/standin'
import { doctorNotifications } from '../../support/doctor-notifications'
import { readActionData, readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { kindsOf } from '../activity/support'
import { appointmentRow, ASHA_MOBILE, openLink, postLink, textedLink } from './support'

const pageOf = async (response: Response) => (await readLoaderData<typeof loader>(response)).page
const answerOf = (response: Response) => readActionData<typeof action>(response)

describe('the link page', () => {
  it('shows the hospital, the day and time, in person, for whom, the state and the four actions, and changes nothing', async () => {
    const link = await textedLink(2)
    expect(link).toMatch(/^\/r\/[\w-]{22}$/)
    const before = JSON.stringify(appointmentRow(2))
    const response = await openLink(link)
    expect(response.status).toBe(200)
    expect(await pageOf(response)).toMatchObject({
      here: link,
      hospital: 'Sunrise Multispeciality Hospital',
      forName: 'Asha V.',
      time: '10:30 AM',
      online: false,
      state: 'upcoming',
      confirmedOn: null,
      actions: { confirm: true, cancel: true, change: true, calendar: true, cancelRefused: false, cancelLocked: false },
      changeHref: '/signin?next=%2Fmyappointments%2F2%2Freschedule',
      calendarHref: `${link}/calendar.ics`,
      askYear: false,
      done: null,
    })
    expect(JSON.stringify(appointmentRow(2))).toBe(before)
  })

  it('answers a tampered, unknown, malformed and moved link with one and the same page', async () => {
    const link = await textedLink(2)
    const token = link.slice(3)
    const tampered = `/r/${token.slice(0, 21)}${token.endsWith('A') ? 'B' : 'A'}`
    const answers = []
    for (const path of [tampered, `/r/${'A'.repeat(22)}`, '/r/short', `/r/${token}x`])
      answers.push(await openLink(path))
    // the visit moves to another time: the text that named the old one no longer opens it
    standIn.db().prepare(`UPDATE appointments SET start_time = datetime(start_time, '+15 minutes') WHERE id = 2`).run()
    answers.push(await openLink(link))
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(await readLoaderData<typeof loader>(answer)).toMatchObject({ view: 'invalid', page: null })
    }
  })

  it('"I will come" confirms once: Confirmed on the dashboard, "confirmed from a text-message link" in the activity', async () => {
    const link = await textedLink(2)
    expect(await postLink(link, { intent: 'confirm' })).toRedirectTo(`${link}?done=confirmed`)
    expect(appointmentRow(2).confirmed_at).not.toBeNull()
    expect(await pageOf(await openLink(`${link}?done=confirmed`))).toMatchObject({
      state: 'confirmed',
      done: 'confirmed',
      actions: { confirm: false, cancel: true },
    })
    expect(await kindsOf(1)).toEqual(['visitConfirmedByLink'])
    const dashboard = await readLoaderData<typeof dashboardLoader>(
      await run(dashboardLoader, get('/myappointments', await signIn('asha', 'Asha@2026'))),
    )
    expect(dashboard.appointments?.find((a) => a.id === 2)).toMatchObject({ status: 'SCHEDULED', confirmed: true })
    expect(dashboard.appointments?.find((a) => a.id === 3)).toMatchObject({ confirmed: false })
  })

  it('asks the year of birth before a cancel; a wrong one keeps what was typed and cancels nothing', async () => {
    const link = await textedLink(2)
    expect(await pageOf(await openLink(`${link}?cancel`))).toMatchObject({ askYear: true, state: 'upcoming' })
    expect(await answerOf(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '90' }))).toEqual({
      error: null,
      yearError: 'Enter your year of birth as four digits, for example 1984',
      year: '90',
    })
    expect(await answerOf(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1991' }))).toEqual({
      error: null,
      yearError: 'The year of birth does not match. Check it and try again.',
      year: '1991',
    })
    expect(appointmentRow(2).status).toBe('SCHEDULED')
  })

  it('cancels with the right year: the doctor is told as the dashboard tells, the activity and the page say so', async () => {
    const link = await textedLink(2)
    expect(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1990' })).toRedirectTo(
      `${link}?done=cancelled`,
    )
    expect(appointmentRow(2).status).toBe('CANCELED')
    expect(doctorNotifications(7)).toEqual([
      {
        title: 'Appointment Cancelled',
        message: expect.stringMatching(/^Asha Verma cancelled the appointment of 10:30 AM, \d{2}-[A-Z][a-z]{2}-\d{4}$/),
        appointment_id: 2,
      },
    ])
    expect(await kindsOf(1)).toEqual(['visitCancelledByLink'])
    expect(await pageOf(await openLink(`${link}?done=cancelled`))).toMatchObject({
      state: 'cancelled',
      actions: { confirm: false, cancel: false, change: false, calendar: false },
    })
    const sent = await standIn.outbox.last({ to: ASHA_MOBILE })
    expect(sent.body).toMatch(/^Sunrise Hospital: your visit .* is cancelled\.$/)
  })

  it('five wrong years and the link can no longer cancel, even with the right one', async () => {
    const link = await textedLink(2)
    for (let i = 0; i < 4; i++) await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1991' })
    const locked = 'This link can no longer cancel the visit. Sign in to cancel it, or call the hospital.'
    expect(await answerOf(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1991' }))).toMatchObject({
      error: locked,
    })
    expect(await answerOf(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1990' }))).toMatchObject({
      error: locked,
    })
    expect(await pageOf(await openLink(`${link}?cancel`))).toMatchObject({ actions: { cancelLocked: true } })
    expect(appointmentRow(2).status).toBe('SCHEDULED')
  })

  it("refuses a cancel in the join window with the dashboard's words (visit 1, ten minutes away)", async () => {
    const link = await textedLink(1)
    expect(await pageOf(await openLink(link))).toMatchObject({
      online: true,
      actions: { cancel: true, cancelRefused: true },
    })
    expect(await answerOf(await postLink(`${link}?cancel`, { intent: 'cancel', yearOfBirth: '1990' }))).toMatchObject({
      error: 'Cannot cancel this appointment.',
    })
    expect(appointmentRow(1).status).toBe('SCHEDULED')
  })

  it('is limited per address: past the limit a page saying so, other addresses unaffected', async () => {
    const link = await textedLink(2)
    for (let i = 0; i < 30; i++) expect((await openLink(link, '198.51.100.9')).status).toBe(200)
    const limited = await openLink(link, '198.51.100.9')
    expect(limited.status).toBe(429)
    expect(await readLoaderData<typeof loader>(limited)).toMatchObject({ view: 'tooMany' })
    expect((await postLink(link, { intent: 'confirm' }, '198.51.100.9')).status).toBe(429)
    expect(appointmentRow(2).confirmed_at).toBeNull()
    expect((await openLink(link, '198.51.100.10')).status).toBe(200)
  })
})

describe('"Change the time" through sign-in', () => {
  it("leads on to that visit's reschedule after the password, and only to a reschedule", async () => {
    const link = await textedLink(2)
    const { changeHref } = (await pageOf(await openLink(link)))!
    const signInPage = await readLoaderData<typeof signInLoader>(await run(signInLoader, get(changeHref)))
    expect(signInPage.next).toBe('/myappointments/2/reschedule')
    const signedIn = await run(
      signInAction,
      post(changeHref, { username: 'asha', password: 'Asha@2026', next: '/myappointments/2/reschedule' }),
    )
    expect(signedIn).toRedirectTo('/myappointments/2/reschedule')
    const elsewhere = await run(
      signInAction,
      post('/signin', {
        username: 'asha',
        password: 'Asha@2026',
        next: 'https://evil.example/myappointments/2/reschedule',
      }),
    )
    expect(elsewhere).toRedirectTo('/myappointments')
    // already signed in: straight on
    const cookie = await signIn('asha', 'Asha@2026')
    expect(await run(signInLoader, get(changeHref, cookie))).toRedirectTo('/myappointments/2/reschedule')
  })

  it('does not lead a patient who must first give consent past it (ravi)', async () => {
    const ravi = await run(
      signInAction,
      post('/signin', { username: 'ravi', password: 'Ravi@2026', next: '/myappointments/2/reschedule' }),
    )
    expect(ravi).toRedirectTo('/UserConsentForm')
  })
})
