/**
 * A stranger who knows a username can't trip the services' lock (five wrong passwords lock the
 * account for 15 minutes, from anywhere). The replay is the one that once locked the patient out:
 * wrong passwords for her username from an address and a browser she never signed in from. The
 * portal refuses them before the services once all such strangers together have spent their few
 * tries (SIGNIN_STRANGER_FAILURES), so her own browser and her own address still get in; an
 * unknown username is answered the same, try for try.
 */
import { describe, expect, it } from 'vitest'
import { action as securityAction } from '~/routes/_app.security/route'
import { action } from '~/routes/signin'
import { signedDeviceId } from '~/utils/session/device-cookie.server'
import { ASHA, DEVICE, password } from '../integration/security/support'
import { formErrors } from '../support/reply'
import { post } from '../support/requests'
import { run } from '../support/run'

const HOME = '198.51.100.7'
const MOBILE_DATA = '192.0.2.44'
const STRANGERS = ['203.0.113.66', '203.0.113.67', '203.0.113.68']
const OWN_BROWSER = `device=${signedDeviceId(DEVICE)}`
const WRONG =
  'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.'
const TOO_MANY = /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/

const signIn = (username: string, password: string, clientAddress: string, cookie?: string) =>
  run(action, post('/signin', { username, password }, cookie), { context: { clientAddress } })

/** Each answer to a wrong password, as its status and its one message. */
async function wrongPasswords(username: string, addresses: string[]) {
  const answers = []
  for (const address of addresses) {
    const response = await signIn(username, 'Wrong@2026', address)
    answers.push({ status: response.status, error: (await formErrors(response))[0] })
  }
  return answers
}

const refusedFromTheThird = (count: number) => [
  { status: 400, error: WRONG },
  { status: 400, error: WRONG },
  ...Array.from({ length: count - 2 }, () => ({ status: 429, error: expect.stringMatching(TOO_MANY) })),
]

describe("a stranger's wrong passwords", () => {
  it("stop before the services' lock; the patient's own browser then signs in from a new address", async () => {
    expect((await signIn(ASHA.username, ASHA.password, HOME, OWN_BROWSER)).status).toBe(302)
    expect(await wrongPasswords(ASHA.username, Array(6).fill(STRANGERS[0]))).toEqual(refusedFromTheThird(6))
    expect((await signIn(ASHA.username, ASHA.password, MOBILE_DATA, OWN_BROWSER)).status).toBe(302)
  })

  it('are counted from all new addresses together, while an address the patient signed in from keeps its own count', async () => {
    expect((await signIn(ASHA.username, ASHA.password, HOME)).status).toBe(302)
    expect(await wrongPasswords(ASHA.username, [...STRANGERS, ...STRANGERS])).toEqual(refusedFromTheThird(6))
    // her own typo at home is the services' to answer, and her password then gets in
    expect(await wrongPasswords(ASHA.username, [HOME])).toEqual([{ status: 400, error: WRONG }])
    expect((await signIn(ASHA.username, ASHA.password, HOME)).status).toBe(302)
  })

  it('with a browser cookie the portal did not sign count as a stranger', async () => {
    expect((await signIn(ASHA.username, ASHA.password, HOME, OWN_BROWSER)).status).toBe(302)
    const forged = `device=${DEVICE}.forgedSignature00000000`
    for (let i = 0; i < 2; i++)
      expect((await signIn(ASHA.username, 'Wrong@2026', STRANGERS[0]!, forged)).status).toBe(400)
    expect((await signIn(ASHA.username, ASHA.password, STRANGERS[0]!, forged)).status).toBe(429)
  })

  it("typed again in a stolen session's browser, from a new address, count as a stranger's", async () => {
    // the thief's browser holds asha's session, and with it her device id
    const { cookies } = await password()
    const again = (pass: string) =>
      run(securityAction, post('/security', { intent: 'send', password: pass }, cookies), {
        context: { clientAddress: STRANGERS[0]! },
      })
    const errors = async (response: Response) => ((await response.json()) as { error: Record<string, string[]> }).error
    for (let i = 0; i < 2; i++)
      expect(await errors(await again('Guess@2026'))).toEqual({ password: ['That password is not right.'] })
    const refused = await again('Guess@2026')
    expect(refused.status).toBe(429)
    expect(await errors(refused)).toEqual({
      '': [expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)],
    })
    expect((await signIn(ASHA.username, ASHA.password, HOME, OWN_BROWSER)).status).toBe(302)
  })

  it("for a username that is no patient's are answered exactly as for a patient's", async () => {
    const patient = await wrongPasswords(ASHA.username, Array(5).fill(STRANGERS[0]))
    const nobody = await wrongPasswords('asha.nobody', Array(5).fill(STRANGERS[0]))
    expect(nobody).toEqual(patient)
    expect(patient).toEqual(refusedFromTheThird(5))
  })
})
