import { describe, expect, it } from 'vitest'
import { loader as oldLink } from '~/routes/register.$'
import { action as registerAction, loader as registerLoader } from '~/routes/register._index'
import { action as consentAction, loader as consentLoader } from '~/routes/register.consent'
import { action as signInAction, loader as signInLoader } from '~/routes/signin'
import { injectFault, standIn } from '../../mocks/standin'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const REGISTERED =
  'Check your e-mail: if you can register, your temporary password is on its way; if you already have an account, sign in or reset your password.'

const lata = {
  firstName: 'Lata',
  lastName: 'Rao',
  dateOfBirth: '1994-02-03',
  gender: 'FEMALE',
  email: 'Lata.Rao@Example.com',
  phoneNumber: '9123456780',
}

describe('registration', () => {
  it("says 'Hospital id not found' without a hospital id in the link", async () => {
    expect(await (await run(registerLoader, get('/register'))).json()).toMatchObject({ hospitalId: null })
    expect(await formErrors(await run(registerAction, post('/register', lata)))).toEqual(['Hospital id not found'])
  })

  it('takes the hospital id after the equals sign, old path-style links too', async () => {
    expect(await (await run(registerLoader, get('/register?hospitalId=2'))).json()).toMatchObject({ hospitalId: 2 })
    const old = await run(oldLink, get('/register/hospitalId=2'))
    expect(old).toRedirectTo('/register?hospitalId=2')
  })

  it('keeps the values and names each problem', async () => {
    const response = await run(
      registerAction,
      post('/register?hospitalId=1', { ...lata, firstName: 'L', phoneNumber: '12345', gender: '' }),
    )
    expect(response.status).toBe(400)
    const body = await readReply(response)
    expect(body.error?.firstName).toEqual(['Please lengthen this text to 2 characters or more'])
    expect(body.error?.phoneNumber).toEqual(['Please enter 10 digit Mobile Number'])
    expect(body.error?.gender).toEqual(['Select the gender value'])
    expect(body.initialValue?.lastName).toBe('Rao')
  })

  it('registers after the consent step; the temporary password forces the change then the consent', async () => {
    const step1 = await run(registerAction, post('/register?hospitalId=1', lata))
    expect(step1).toRedirectTo('/register/consent?hospitalId=1')
    let cookie = cookiesAfter(step1)
    const consentPage = await readLoaderData<typeof consentLoader>(
      await run(consentLoader, get('/register/consent?hospitalId=1', cookie)),
    )
    expect(consentPage.consent?.message).toMatch(/^I consent/)

    const done = await run(consentAction, post('/register/consent?hospitalId=1', {}, cookie))
    expect(done).toRedirectTo('/signin')
    await expect(done).toShowAlert({ type: 'success', message: REGISTERED }, { cookie })
    cookie = cookiesAfter(done, cookie)
    expect(cookie).not.toContain('__register')

    const { code } = await standIn.outbox.last({ to: 'lata.rao@example.com' })
    const session = await signIn('lata.rao@example.com', code ?? '')
    expect(session).toMatch(/^__session=/)
  })

  it.each([
    ['an e-mail address', { email: 'asha.verma@example.com' }],
    ['a mobile number', { phoneNumber: '9876543210' }],
  ])('answers %s already registered exactly as a registration, and creates nothing', async (_, taken) => {
    const step1 = await run(registerAction, post('/register?hospitalId=1', { ...lata, ...taken }))
    const cookie = cookiesAfter(step1)
    const response = await run(consentAction, post('/register/consent?hospitalId=1', {}, cookie))
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert({ type: 'success', message: REGISTERED }, { cookie })
    expect(cookiesAfter(response, cookie)).not.toContain('__register')
    expect(await standIn.outbox.all()).toEqual([])
  })

  it("shows the server's errorMessage when registration is refused for another reason", async () => {
    const step1 = await run(registerAction, post('/register?hospitalId=9', lata))
    const cookie = cookiesAfter(step1)
    const response = await run(consentAction, post('/register/consent?hospitalId=9', {}, cookie))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Hospital not found' })
  })

  it('sends the consent step back to the form when the details have gone', async () => {
    const response = await run(consentLoader, get('/register/consent?hospitalId=1'))
    expect(response).toRedirectTo('/register')
  })
})

describe('sign-in page variants', () => {
  it('has no images by default: the plain form', async () => {
    const { logos, backgrounds, sponsors, landing } = await (await run(signInLoader, get('/signin'))).json()
    expect({ logos, backgrounds, sponsors, landing }).toEqual({
      logos: [],
      backgrounds: [],
      sponsors: [],
      landing: null,
    })
  })

  it('becomes the landing page when the config service has BACKGROUND images, with its configurable texts', async () => {
    await standIn.app().request('/dev/login-page-images', { method: 'POST' })
    const data = await readLoaderData<typeof signInLoader>(await run(signInLoader, get('/signin')))
    expect(data.backgrounds).toHaveLength(3)
    expect(data.backgrounds[0]?.src).toMatch(/^\/resources\/login-image\/\d+$/)
    expect(data.logos).toHaveLength(2)
    expect(data.sponsors).toHaveLength(2)
    expect(data.landing?.poweredBy).toBeTruthy()
  })

  it('shows the plain form when the image call fails (only logged)', async () => {
    injectFault({ method: 'get', path: '/config-service/Login-Page/images', kind: 'server-error' })
    const response = await run(signInLoader, get('/signin'))
    expect(response.status).toBe(200)
  })

  it('refuses a username after 10 failed sign-ins, even one that does not exist, before calling the services', async () => {
    for (let i = 0; i < 10; i++) {
      await run(signInAction, post('/signin', { username: 'no-such-user', password: 'Guess@1234' }))
    }
    const response = await run(signInAction, post('/signin', { username: 'No-Such-User', password: 'Guess@1234' }))
    expect(response.status).toBe(429)
    expect(await formErrors(response)).toEqual([expect.stringMatching(/^Too many sign-in attempts/)])
  })
})
