/**
 * Self-registration is limited (ADR 74). Before, twelve sign-ups from one address made twelve
 * accounts and sent twelve e-mails, to any address anyone typed in.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { action as registerAction, loader as registerLoader } from '~/routes/register._index'
import { action as consentAction } from '~/routes/register.consent'
import { cookiesAfter } from '../support/cookies'
import { readJson } from '../support/read-response'
import { get, post } from '../support/requests'
import { run } from '../support/run'
import { countCalls } from '../support/service-calls'

const STRANGER = '203.0.113.66'
const TOO_MANY =
  /^Too many registrations have been tried from this connection or with this e-mail address or mobile number\. Please try again in \d+ min, or contact the hospital\.$/

const person = (i: number) => ({
  firstName: 'Lata',
  lastName: 'Rao',
  dateOfBirth: '1994-02-03',
  gender: 'FEMALE',
  email: `lata.${i}@example.com`,
  phoneNumber: String(9100000000 + i),
})

/** Fills in the form (step 1), then agrees (the register call): the consent step's answer and the flow's cookie. */
async function register(values: Record<string, string>, clientAddress: string, language = '') {
  const step1 = await run(registerAction, post('/register?hospitalId=1', values, language))
  expect(step1).toRedirectTo('/register/consent?hospitalId=1')
  const cookie = [cookiesAfter(step1), language].filter(Boolean).join('; ')
  const answer = await run(consentAction, post('/register/consent?hospitalId=1', {}, cookie), {
    context: { clientAddress },
  })
  return { answer, cookie }
}

const errorOf = async (response: Response) => (await readJson(response, z.object({ error: z.string() }))).error

describe('self-registration is limited per address', () => {
  it('twelve sign-ups from one address: five reach the services, the rest are told to wait, their values kept', async () => {
    const calls = countCalls(/\/patients\/register$/)
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await register(person(i), STRANGER))
    calls.stop()
    expect(calls.count).toBe(5)
    expect(answers.slice(0, 5).every(({ answer }) => answer.status === 302)).toBe(true)
    const refused = answers[5]!
    expect(refused.answer.status).toBe(429)
    expect(await errorOf(refused.answer)).toMatch(TOO_MANY)
    // back to the form: what the person typed is still there
    const form = await run(registerLoader, get('/register?hospitalId=1', refused.cookie))
    expect((await form.json()).values).toMatchObject({ email: 'lata.5@example.com', phoneNumber: '9100000005' })
    // another address registers
    expect((await register(person(99), '198.51.100.7')).answer.status).toBe(302)
  })

  it('fifty at once from one address: five reach the services', async () => {
    const calls = countCalls(/\/patients\/register$/)
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => register(person(i), STRANGER)))
    calls.stop()
    expect(calls.count).toBe(5)
    expect(answers.filter(({ answer }) => answer.status === 429)).toHaveLength(45)
  })
})

describe('self-registration is limited per e-mail address and per mobile number', () => {
  it.each([
    ['e-mail address', (i: number) => ({ ...person(i), email: 'Someone.Else@Example.com' })],
    ['mobile number', (i: number) => ({ ...person(i), phoneNumber: '9988776655' })],
  ])('one %s from many addresses: three reach the services, the fourth waits', async (_what, values) => {
    const calls = countCalls(/\/patients\/register$/)
    for (let i = 0; i < 3; i++) expect((await register(values(i), `198.51.100.${i}`)).answer.status).not.toBe(429)
    const fourth = await register(values(3), '198.51.100.3')
    calls.stop()
    expect(calls.count).toBe(3)
    expect(fourth.answer.status).toBe(429)
    expect(await errorOf(fourth.answer)).toMatch(TOO_MANY)
  })

  it('says so in Hindi and Kannada too', async () => {
    for (let i = 0; i < 5; i++) await register(person(i), STRANGER)
    const hindi = await register(person(5), STRANGER, 'lang=hi')
    expect(await errorOf(hindi.answer)).toMatch(/^इस कनेक्शन से .* कृपया \d+ मिनट बाद फिर कोशिश करें, या अस्पताल से संपर्क करें।$/)
    const kannada = await register(person(6), STRANGER, 'lang=kn')
    expect(await errorOf(kannada.answer)).toMatch(
      /^ಈ ಸಂಪರ್ಕದಿಂದ .* ದಯವಿಟ್ಟು \d+ ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಆಸ್ಪತ್ರೆಯನ್ನು ಸಂಪರ್ಕಿಸಿ\.$/,
    )
  })
})
