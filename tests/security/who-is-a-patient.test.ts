/**
 * Who is a patient of the hospital cannot be read off the portal's answers (docs/security.md,
 * "Who is a patient"). Each answer that told it is replayed for a patient and for someone who is
 * not, and the two answers must be the same: forgot password ("Email id is not registered"
 * against a code sent), its code step, registration ("already registered", for the e-mail and the
 * mobile number) and the services' lock after 5 wrong passwords (which an unknown name never got).
 */
import { describe, expect, it } from 'vitest'
import { action as askForCode } from '~/routes/forgot-password._index'
import { action as verifyCode, loader as verifyPage } from '~/routes/forgot-password.verify'
import { action as register } from '~/routes/register._index'
import { action as registerConsent } from '~/routes/register.consent'
import { action as signInAction } from '~/routes/signin'
import { standIn } from '../mocks/standin'
import { alertAfter } from '../support/alert'
import { cookiesAfter } from '../support/cookies'
import { locationOf } from '../support/read-response'
import { formErrors } from '../support/reply'
import { get, post } from '../support/requests'
import { run } from '../support/run'

/** What a visitor can tell from an answer: status, where it goes, the alert and the form's errors. */
async function seen(response: Response, cookie?: string) {
  const errors = response.status === 400 || response.status === 429 ? await formErrors(response) : []
  const alert = response.status === 302 ? await alertAfter(response, cookie) : null
  return { status: response.status, location: response.status === 302 ? locationOf(response) : null, alert, errors }
}

describe('forgot password', () => {
  it.each([
    ['an e-mail address', 'asha.verma@example.com', 'nobody@example.com'],
    ['a mobile number', '9876543210', '9000000000'],
    ['an inactive account', 'john@example.com', 'nobody.else@example.com'],
  ])('a patient and a stranger get the same answer for %s', async (_, patient, stranger) => {
    const ask = (input: string) => run(askForCode, post('/forgot-password', { emailOrMobile: input }))
    expect(await seen(await ask(stranger))).toEqual(await seen(await ask(patient)))
  })

  it('asked twice at once, a patient and a stranger get the same answer', async () => {
    const twice = async (input: string) => {
      await run(askForCode, post('/forgot-password', { emailOrMobile: input }))
      return seen(await run(askForCode, post('/forgot-password', { emailOrMobile: input })))
    }
    expect(await twice('nobody@example.com')).toEqual(await twice('asha.verma@example.com'))
  })

  it('the code step looks the same, and a code fails the same', async () => {
    const journey = async (input: string) => {
      const cookie = cookiesAfter(await run(askForCode, post('/forgot-password', { emailOrMobile: input })))
      const { title, texts, channel } = await (await run(verifyPage, get('/forgot-password/verify', cookie))).json()
      const refused = []
      for (let i = 0; i < 6; i++) {
        refused.push(await seen(await run(verifyCode, post('/forgot-password/verify', { otp: '000000' }, cookie))))
      }
      return {
        title,
        texts,
        channel,
        refused: refused.map(({ status, errors }) => ({
          status,
          errors: errors.map((e) => e.replace(/\d+ seconds/, 'N seconds')),
        })),
      }
    }
    const stranger = await journey('nobody@example.com')
    const patient = await journey('asha.verma@example.com')
    expect(stranger).toEqual(patient)
    expect(patient.refused[0]).toEqual({ status: 400, errors: ['Kindly enter the valid OTP'] })
    expect(patient.refused[5]?.status).toBe(429)
  })
})

describe('registration', () => {
  const person = {
    firstName: 'Lata',
    lastName: 'Rao',
    dateOfBirth: '1994-02-03',
    gender: 'FEMALE',
    email: 'lata.rao@example.com',
    phoneNumber: '9123456780',
  }
  const registerAs = async (values: Record<string, string>) => {
    const cookie = cookiesAfter(await run(register, post('/register?hospitalId=1', values)))
    return seen(await run(registerConsent, post('/register/consent?hospitalId=1', {}, cookie)), cookie)
  }

  it.each([
    ['e-mail address', { email: 'asha.verma@example.com' }],
    ['mobile number', { phoneNumber: '9876543210' }],
  ])("a patient's %s gets the answer a new registration gets", async (_, taken) => {
    const patients = await registerAs({ ...person, ...taken })
    expect(patients).toEqual(await registerAs(person))
    expect(patients.alert?.message).toBe(
      'Check your e-mail: if you can register, your temporary password is on its way; if you already have an account, sign in or reset your password.',
    )
    expect((await standIn.outbox.all()).map((m) => m.to)).toEqual(['lata.rao@example.com'])
  })
})

describe('sign-in', () => {
  it("after 5 wrong passwords a patient's username and a stranger's get the same answer", async () => {
    const signIn = (username: string, password: string) =>
      run(signInAction, post('/signin', { username, password }), {
        context: { clientAddress: `203.0.113.${username.length}` },
      })
    const fails = async (username: string) => {
      for (let i = 0; i < 5; i++) await signIn(username, 'wrong-password')
      return seen(await signIn(username, 'Kiran@2026'))
    }
    expect(await fails('kiran.nobody')).toEqual(await fails('kiran'))
  })
})
