import { describe, expect, it } from 'vitest'
import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'
import { loader as careLoader } from '~/routes/_app.careCategories'
import { action as confirmAction, loader as confirmLoader } from '~/routes/_app.confirmation/route'
import { loader as doctorLoader } from '~/routes/_app.selectDoctor/route'
import { loader as slotsLoader } from '~/routes/_app.slots'
import { loader as successLoader } from '~/routes/_app.SuccessPage'
import { textsOf } from '~/utils/language/texts.server'
import { standIn } from '../../mocks/standin'
import { locationOf, readActionData, readLoaderData } from '../../support/read-response'
import { get, multipart } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { tomorrowsNoonSlot } from '../../support/slot'

/**
 * The booking pages in Hindi and Kannada (the `lang` cookie), from Select Care to the success page.
 * Dr. Imran Qureshi (12) takes online consultations (care service 2) all day in 15-minute slots.
 */
const TZ = 'Asia/Kolkata'
const ONLINE = 2
const tomorrow = () => addDays(dayIn(TZ), 1)
const inLanguage = async (lang: 'hi' | 'kn') => `${await signIn('asha', 'Asha@2026')}; lang=${lang}`
const hindiWeekday = /^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} \p{Script=Devanagari}+ \d{4}$/u
const kannadaDate = /^\p{Script=Kannada}+ \d{1,2}, \d{4}$/u

const slot = tomorrowsNoonSlot

describe('booking in Hindi', () => {
  it('Select Care: the title, the heading and the steps, and only the texts the page shows', async () => {
    const data = await readLoaderData<typeof careLoader>(
      await run(careLoader, get('/careCategories', await inLanguage('hi'))),
    )
    expect(data.title).toBe(textsOf('hi', 'pageTitles').careCategories)
    expect(data.texts.bookingCareMessages.careTitle).toBe('देखभाल सेवा चुनें')
    expect(data.texts.bookingStepsMessages.steps).toEqual(['देखभाल सेवा चुनें', 'डॉक्टर चुनें', 'पुष्टि'])
    expect(Object.keys(data.texts).sort()).toEqual(['bookingCareMessages', 'bookingStepsMessages'])
    // the hospital's own names, as received
    expect(data.services?.[1]?.title).toBe('Online Consultation')
  })

  it('Select slot: the day in Hindi after "आज, ", times in Hindi, and the missing choice said in Hindi', async () => {
    const cookie = await inLanguage('hi')
    const today = await readLoaderData<typeof slotsLoader>(
      await run(slotsLoader, get(`/slots?careServiceId=${ONLINE}&doctorId=12`, cookie)),
    )
    expect(today.title).toBe(textsOf('hi', 'pageTitles').slots)
    expect(today.heading?.startsWith('आज, ')).toBe(true)
    expect(today.heading?.slice('आज, '.length)).toMatch(hindiWeekday)
    expect(today.texts?.bookingSearchMessages.slotsTitle).toBe('समय चुनें')

    const response = await run(
      slotsLoader,
      get(`/slots?careServiceId=${ONLINE}&doctorId=12&date=${tomorrow()}&confirm=1`, cookie),
    )
    expect(response.status).toBe(400)
    const refused = await readLoaderData<typeof slotsLoader>(response)
    expect(refused.problem).toBe('कृपया समय चुनें!')
    expect(refused.heading).toMatch(hindiWeekday)
    expect(refused.slots?.find((s) => s.value.includes('T06:30:00'))?.label).toBe('12:00 pm')
  })

  it('the success page says what was booked in Hindi', async () => {
    const cookie = await inLanguage('hi')
    const booked = await run(confirmAction, await multipart(`/confirmation`, [], cookie, slot()))
    const id = locationOf(booked).split('=')[1]
    const data = await readLoaderData<typeof successLoader>(
      await run(successLoader, get(`/SuccessPage?appointmentId=${id}`, cookie)),
    )
    expect(data.title).toBe(textsOf('hi', 'pageTitles').success)
    expect(data.kind).toBe('ऑनलाइन परामर्श')
    expect(data.texts.bookingSuccessMessages.successTitle).toBe('धन्यवाद!')
  })
})

describe('booking in Kannada', () => {
  it('Select Doctor: the heading in Kannada, and fees grouped the Indian way', async () => {
    standIn
      .db()
      .prepare("UPDATE doctor_fees SET fixed_fee = 150000 WHERE doctor_id = 12 AND consultation_mode = 'ONLINE'")
      .run()
    const data = await readLoaderData<typeof doctorLoader>(
      await run(doctorLoader, get(`/selectDoctor?careServiceId=${ONLINE}`, await inLanguage('kn'))),
    )
    expect(data.title).toBe(textsOf('kn', 'pageTitles').selectDoctor)
    expect(data.texts.selectDoctorScreen.doctorTitle).toBe('ವೈದ್ಯರನ್ನು ಆರಿಸಿ')
    // CLDR's Kannada would write ₹150,000
    expect(data.doctors?.find((d) => d.id === 12)?.fee).toBe('₹1,50,000')
  })

  it('Confirmation: the date in Kannada, and a vital refused in Kannada', async () => {
    const cookie = await inLanguage('kn')
    const query = new URLSearchParams(slot()).toString()
    const page = await readLoaderData<typeof confirmLoader>(
      await run(confirmLoader, get(`/confirmation?${query}`, cookie)),
    )
    expect(page.title).toBe(textsOf('kn', 'pageTitles').confirmation)
    expect(page.texts?.confirmationScreen.title).toBe('ದೃಢೀಕರಣ')
    expect(page.state).toBe('ready')
    expect(page.summary?.date).toMatch(kannadaDate)

    const response = await run(
      confirmAction,
      await multipart(`/confirmation?${query}`, [], cookie, { ...slot(), pulse: '0' }),
    )
    expect(response.status).toBe(400)
    expect((await readActionData<typeof confirmAction>(response)).reply?.error?.pulse).toEqual([
      'ದಯವಿಟ್ಟು 1 ರಿಂದ 200 ರವರೆಗಿನ ನಾಡಿ ಬಡಿತವನ್ನು ಅಂಕಿಗಳಲ್ಲಿ ಮಾತ್ರ ನಮೂದಿಸಿ.',
    ])
  })

  it('an incomplete booking link is explained in Kannada, with its way out', async () => {
    const page = await readLoaderData<typeof confirmLoader>(
      await run(confirmLoader, get('/confirmation?doctorId=12', await inLanguage('kn'))),
    )
    expect(page.state).toBe('problem')
    expect(page.problem).toEqual({
      message: textsOf('kn', 'bookingMessages').badLink,
      links: [{ to: '/careCategories', label: 'ಮತ್ತೆ ಪ್ರಾರಂಭಿಸಿ' }],
    })
  })
})
