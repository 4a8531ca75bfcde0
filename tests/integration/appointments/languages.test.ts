/**
 * The appointment pages in Hindi and Kannada (docs/languages.md): a page sends its texts in the chosen language
 * (`lang` cookie), validation and refusals are in it, and dates name the month in it. What the doctor
 * is told stays English (ADR 61).
 */
import { describe, expect, it } from 'vitest'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as calendar } from '~/routes/_app.myappointments.$appointmentId.calendar[.]ics.resource'
import { action as cancel, loader as cancelDialog } from '~/routes/_app.myappointments.$appointmentId.cancel'
import { action as reschedule } from '~/routes/_app.myappointments.$appointmentId.reschedule'
import { loader as notificationsPage } from '~/routes/_app.notification'
import { action as detailAction, loader as detail } from '~/routes/_app.specificAppointment/route'
import { doctorNotifications } from '../../support/doctor-notifications'
import { readActionData, readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const asha = async (lang: 'hi' | 'kn') => `${await signIn('asha', 'Asha@2026')}; lang=${lang}; tz=Asia%2FKolkata`
const monthIn = (lang: 'hi' | 'kn', iso: string) =>
  new Intl.DateTimeFormat(`${lang}-IN`, { month: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso))

describe('My Appointments in Hindi and Kannada', () => {
  it('the dashboard: heading, title and dates in Hindi', async () => {
    const data = await readLoaderData<typeof dashboard>(await run(dashboard, get('/myappointments', await asha('hi'))))
    expect(data.texts.appointmentScreens.dashboardTitle).toBe('मेरे अपॉइंटमेंट')
    expect(data.texts.appointmentMessages.cancel).toBe('रद्द करें')
    expect(data.texts.appointmentLabels.upcoming).toBe('आने वाला')
    const first = data.appointments?.[0]
    expect(first?.date).toContain(monthIn('hi', first!.startTime))
    expect(first?.date).not.toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
  })

  it('the cancel dialog refuses in Kannada, and the doctor is told in English', async () => {
    const cookie = await asha('kn')
    const page = await run(cancelDialog, get('/myappointments/1/cancel', cookie), { params: { appointmentId: '1' } })
    const data = await readLoaderData<typeof cancelDialog>(page)
    expect(data.refusal).toBe('ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.')
    const refused = await run(cancel, post('/myappointments/1/cancel', { reason: 'x' }, cookie), {
      params: { appointmentId: '1' },
    })
    expect((await readActionData<typeof cancel>(refused)).error).toBe('ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.')

    const done = await run(cancel, post('/myappointments/3/cancel', { reason: '' }, cookie), {
      params: { appointmentId: '3' },
    })
    await expect(done).toShowAlert({ type: 'success', message: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದಾಗಿದೆ!' })
    expect(doctorNotifications(1)).toEqual([
      {
        title: 'Appointment Cancelled',
        message: expect.stringMatching(/^Asha Verma cancelled the appointment of /),
        appointment_id: 3,
      },
    ])
  })

  it('reschedule without a slot says so in Hindi', async () => {
    const response = await run(reschedule, post('/myappointments/3/reschedule', {}, await asha('hi')), {
      params: { appointmentId: '3' },
    })
    expect(response.status).toBe(400)
    expect((await readActionData<typeof reschedule>(response)).error).toBe('कृपया समय चुनें!')
  })

  it('the calendar file is written in the patient’s language', async () => {
    const response = await run(calendar, get('/myappointments/3/calendar.ics', await asha('hi')), {
      params: { appointmentId: '3' },
    })
    const ics = (await response.text()).replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Dr. Arjun Mehta के साथ ऑनलाइन परामर्श')
  })
})

describe('history, notifications and the appointment detail in Hindi and Kannada', () => {
  it('history in Kannada: texts, visit type and a date with the month in Kannada', async () => {
    const data = await readLoaderData<typeof history>(await run(history, get('/appointmentHistory', await asha('kn'))))
    expect(data.texts?.historyMessages.historyTitle).toBe('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇತಿಹಾಸ')
    const row = data.rows?.[0]
    expect(['ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ', 'ಆಸ್ಪತ್ರೆಗೆ ಭೇಟಿ']).toContain(row?.typeLabel)
    expect(row?.dateTime).toContain(monthIn('kn', row!.startTime))
  })

  it("notifications in Hindi: the links in Hindi, the services' titles as received", async () => {
    const data = await readLoaderData<typeof notificationsPage>(
      await run(notificationsPage, get('/notification', await asha('hi'))),
    )
    expect(data.texts.notificationMessages.notificationsTitle).toBe('सूचनाएँ')
    const chat = data.notifications?.find((n) => n.title === 'New Chat Message')
    expect(chat?.link.label).toBe('संदेश देखें')
  })

  it('the appointment detail in Kannada, and the chat refuses a blank message in Kannada', async () => {
    const cookie = await asha('kn')
    const data = await readLoaderData<typeof detail>(
      await run(detail, get('/specificAppointment?appointmentId=4', cookie)),
    )
    expect(data.texts?.chatMessages.title).toBe('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿವರಗಳು')
    expect(data.appointment).toMatchObject({ chatLink: 'ಸಂದೇಶಗಳನ್ನು ನೋಡಿ' })
    const blank = await run(detailAction, post('/specificAppointment?appointmentId=2', { message: '  ' }, cookie))
    expect(blank.status).toBe(400)
    expect(await readActionData<typeof detailAction>(blank)).toMatchObject({ error: 'ದಯವಿಟ್ಟು ಸಂದೇಶವನ್ನು ಬರೆಯಿರಿ' })
  })
})
