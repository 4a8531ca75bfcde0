/**
 * The video call's and the guest's pages in Hindi and Kannada (docs/languages.md): the loaders send the
 * page's texts in the language of the `lang` cookie, the actions answer in it, dates follow it, and
 * a text of the hospital's services keeps its own language, marked.
 */
import { describe, expect, it } from 'vitest'
import { loader as videoPage } from '~/routes/_app.Video'
import { action as addPerson } from '~/routes/_app.Video.add-person'
import { action as verifyGuest, loader as verifyPage } from '~/routes/CareTaker'
import { action as giveConsent, loader as consentPage } from '~/routes/CareTaker_.consent'
import { action as guestCall } from '~/routes/CareTaker_.status.resource'
import { action as callAction } from '~/routes/Video_.call.resource'
import { injectFault, standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { invitationLinkIn } from '../../support/guest-invitation'
import { readActionData, readLoaderData } from '../../support/read-response'
import { readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const hindi = 'lang=hi'
const kannada = 'lang=kn'
const withLang = (cookie: string, lang: string) => `${cookie}; ${lang}`

/** Asha joins her call and invites a guest: the consultation, the code and the link from the outbox. */
async function invitedGuest() {
  const cookie = await signIn('asha', 'Asha@2026')
  await run(callAction, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie))
  const consultation = standIn
    .db()
    .prepare<[], { id: number }>('SELECT id FROM consultations WHERE appointment_id = 1')
    .get()
  await run(addPerson, post('/Video/add-person?appointmentId=1', { name: 'Ravi', contact: 'ravi@example.com' }, cookie))
  const { code, body } = await standIn.outbox.last()
  return { id: consultation?.id ?? 0, code: code ?? '', link: invitationLinkIn(body) }
}

describe('the guest in Hindi and Kannada', () => {
  it('the verify page: title and texts in Hindi; the form refused in Kannada; the wait filled in', async () => {
    const { id } = await invitedGuest()
    const page = await readLoaderData<typeof verifyPage>(await run(verifyPage, get(`/CareTaker?id=${id}`, hindi)))
    expect(page.title).toBe('वीडियो परामर्श में जुड़ें | मरीज़ पोर्टल')
    expect(page.texts.guestMessages.verifyTitle).toBe('यूज़र की पुष्टि')
    // only the page's namespace travels, not the patient's call page texts
    expect(Object.keys(page.texts)).toEqual(['guestMessages'])

    const refused = await run(verifyGuest, post(`/CareTaker?id=${id}`, { name: ' ', code: '12' }, kannada))
    expect((await readActionData<typeof verifyGuest>(refused)).reply?.error).toEqual({
      name: ['ದಯವಿಟ್ಟು ಹೆಸರು ನಮೂದಿಸಿ'],
      code: ['ದಯವಿಟ್ಟು ಸರಿಯಾದ OTP ನಮೂದಿಸಿ'],
    })

    const limited = await run(verifyGuest, post(`/CareTaker?id=${id}`, { name: 'Ravi', code: '123456' }, hindi), {
      context: { rateLimit: { limited: true, retryAfterSeconds: 30 } },
    })
    expect(await readActionData<typeof verifyGuest>(limited)).toMatchObject({
      refusal: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया 30 सेकंड रुककर फिर कोशिश करें।',
      refusalLang: null,
    })
  })

  it("the services' refusal is shown as received, marked as English", async () => {
    const { code, link } = await invitedGuest()
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await run(verifyGuest, post(link, { name: 'Ravi', code: wrong }, kannada))
    const data = await readActionData<typeof verifyGuest>(refused)
    expect(data.refusalLang).toBe('en')
    expect(data.refusal).toMatch(/^[\x20-\x7E]+$/)
  })

  it('the consent page in Kannada: texts, relationships, the consent texts; its refusal in Hindi', async () => {
    const { id, code, link } = await invitedGuest()
    const verified = await run(verifyGuest, post(link, { name: 'Ravi Kumar', code }, kannada))
    const guest = cookiesAfter(verified)
    const page = await readLoaderData<typeof consentPage>(
      await run(consentPage, get(`/CareTaker/consent?id=${id}`, withLang(guest, kannada))),
    )
    expect(page.title).toBe('ಸಮ್ಮತಿ | ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ | ರೋಗಿ ಪೋರ್ಟಲ್')
    expect(page.texts.relationshipLabels.Son).toBe('ಮಗ')
    expect(page.texts.platformConsent.title).toBe('ವೇದಿಕೆಯ ಸಮ್ಮತಿ')

    const refused = await run(
      giveConsent,
      post(`/CareTaker/consent?id=${id}`, { name: 'Ravi', age: '', relation: 'Uncle' }, withLang(guest, hindi)),
    )
    expect((await readReply(refused)).error).toEqual({
      age: ['कृपया उम्र लिखें'],
      relation: ['कृपया रिश्ता चुनें'],
      agree: ['सहमति देने के लिए कृपया बॉक्स पर सही का निशान लगाएँ'],
    })
  })

  it("an unverified guest's call answer is in the page's language", async () => {
    const { id } = await invitedGuest()
    const refused = await run(guestCall, post(`/CareTaker/status?id=${id}`, { intent: 'join' }, hindi))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'अनुमति नहीं है' })
  })
})

describe("the patient's call page in Hindi and Kannada", () => {
  it('names the start in Hindi, with the month in Hindi', async () => {
    const cookie = withLang(await signIn('asha', 'Asha@2026'), hindi)
    const page = await readLoaderData<typeof videoPage>(await run(videoPage, get('/Video?appointmentId=3', cookie)))
    expect(page.title).toBe('वीडियो परामर्श | मरीज़ पोर्टल')
    expect(page.texts.callMessages.title).toBe('वीडियो परामर्श')
    expect(page.noCall).toBe('not-yet')
    expect(page.start).toMatch(/[\u0900-\u097F]/)
    expect(page.start).not.toMatch(/[A-Z][a-z]{2}/)
  })

  it('Add person refuses in Kannada; a failing service is said in Kannada too', async () => {
    const cookie = withLang(await signIn('asha', 'Asha@2026'), kannada)
    await run(callAction, post('/Video/call?appointmentId=1', { intent: 'join' }, cookie))
    const url = '/Video/add-person?appointmentId=1'
    const bad = await run(addPerson, post(url, { name: 'R', contact: '12345' }, cookie))
    expect((await readReply(bad)).error).toEqual({
      name: ['ಹೆಸರು ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು.'],
      contact: ['ಫೋನ್ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳಿರಬೇಕು.'],
    })
    const consultation = standIn
      .db()
      .prepare<[], { id: number }>('SELECT id FROM consultations WHERE appointment_id = 1')
      .get()
    injectFault({
      method: 'post',
      path: `/consultation-service/consultations/${consultation?.id}/add-patient-external-care-taker`,
      kind: 'server-error',
    })
    const failed = await run(addPerson, post(url, { name: 'Ravi', contact: '9876543210' }, cookie))
    expect((await readReply(failed)).error?.['']).toEqual([
      'ವೀಡಿಯೊ ಸೇವೆಯನ್ನು ತಲುಪಲಾಗುತ್ತಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    ])
  })
})
