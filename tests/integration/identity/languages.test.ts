/**
 * The identity pages in Hindi and Kannada (docs/languages.md): the `lang` cookie chooses the language of the
 * page's texts, its title and every message the server words; texts from the services stay as
 * received.
 */
import { describe, expect, it } from 'vitest'
import { action as changeAction, loader as changeLoader } from '~/routes/_app.resetpassword'
import { action as recoveryAction, loader as recoveryLoader } from '~/routes/forgot-password._index'
import { loader as verifyLoader } from '~/routes/forgot-password.verify'
import { action as registerAction, loader as registerLoader } from '~/routes/register._index'
import { action as signInAction, loader as signInLoader } from '~/routes/signin'
import { action as consentAction, loader as consentLoader } from '~/routes/UserConsentForm'
import { cookiesAfter } from '../../support/cookies'
import { readLoaderData } from '../../support/read-response'
import { formErrors, readReply } from '../../support/reply'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const inHindi = 'lang=hi'
const inKannada = 'lang=kn'
const withLanguage = (cookie: string, language: string) => `${cookie}; ${language}`

describe('sign-in', () => {
  it('sends its title and texts in Hindi', async () => {
    const page = await readLoaderData<typeof signInLoader>(await run(signInLoader, get('/signin', inHindi)))
    expect(page.title).toBe('साइन इन | मरीज़ पोर्टल')
    expect(page.texts.signInScreen.signInTitle).toBe('साइन इन')
    expect(page.texts.signInScreen.agree).toBe('साइन इन करके आप हमारी {terms} और {privacy} से सहमत होते हैं।')
  })

  it('words its validation and a wrong password in Kannada', async () => {
    const empty = await readReply(await run(signInAction, post('/signin', { username: '', password: '' }, inKannada)))
    expect(empty.error?.username).toEqual(['ಬಳಕೆದಾರ ಹೆಸರು ಕಡ್ಡಾಯ'])
    expect(empty.error?.password).toEqual(['ಪಾಸ್‌ವರ್ಡ್ ಕಡ್ಡಾಯ'])
    const wrong = await run(
      signInAction,
      post('/signin', { username: 'nobody-kn', password: 'wrong-password' }, inKannada),
    )
    expect(await formErrors(wrong)).toEqual([
      'ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ. ಹಲವು ಬಾರಿ ತಪ್ಪಾಗಿ ಪ್ರಯತ್ನಿಸಿದ ನಂತರ ಸೈನ್ ಇನ್ ಸ್ವಲ್ಪ ಸಮಯ ನಿಲ್ಲುತ್ತದೆ: ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ ಅಥವಾ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ.',
    ])
  })

  it('fills the wait into the Hindi text when the address is rate-limited', async () => {
    const response = await run(signInAction, post('/signin', { username: 'nobody-hi', password: 'x' }, inHindi), {
      context: { rateLimit: { limited: true, retryAfterSeconds: 42 } },
    })
    expect(response.status).toBe(429)
    expect(await formErrors(response)).toEqual(['साइन इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया 42 सेकंड रुककर फिर कोशिश करें।'])
  })
})

describe('registration', () => {
  it('says in Kannada that a link without a hospital cannot register anyone', async () => {
    const page = await readLoaderData<typeof registerLoader>(await run(registerLoader, get('/register', inKannada)))
    expect(page.title).toBe('ನೋಂದಣಿ | ರೋಗಿ ಪೋರ್ಟಲ್')
    expect(page.problem).toBe('ಆಸ್ಪತ್ರೆಯ ಗುರುತು ಸಿಗಲಿಲ್ಲ')
    expect(page.texts.registerScreen.registerTitle).toBe('ನೋಂದಣಿ')
  })

  it('words the field rules in Hindi', async () => {
    const fields = {
      firstName: 'L',
      lastName: 'Rao',
      dateOfBirth: '1994-02-03',
      gender: 'FEMALE',
      email: 'lata@example.com',
      phoneNumber: '12345',
    }
    const body = await readReply(await run(registerAction, post('/register?hospitalId=1', fields, inHindi)))
    expect(body.error?.firstName).toEqual(['कृपया कम से कम 2 अक्षर लिखें'])
    expect(body.error?.phoneNumber).toEqual(['कृपया 10 अंकों का मोबाइल नंबर लिखें'])
  })
})

describe('forgot password', () => {
  it('words its first step in Kannada, and the code page in Hindi', async () => {
    const first = await readLoaderData<typeof recoveryLoader>(
      await run(recoveryLoader, get('/forgot-password', inKannada)),
    )
    expect(first.texts.forgotPasswordScreen.forgotTitle).toBe('ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ')
    const bad = await readReply(
      await run(recoveryAction, post('/forgot-password', { emailOrMobile: '12345' }, inKannada)),
    )
    expect(bad.error?.emailOrMobile).toEqual(['ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ'])

    const sent = await run(recoveryAction, post('/forgot-password', { emailOrMobile: '9876543210' }, inHindi))
    expect(sent).toRedirectTo('/forgot-password/verify')
    const verify = await readLoaderData<typeof verifyLoader>(
      await run(verifyLoader, get('/forgot-password/verify', withLanguage(cookiesAfter(sent), inHindi))),
    )
    expect(verify.title).toBe('पहचान की पुष्टि | मरीज़ पोर्टल')
    expect(verify.texts.verifyIdentityScreen.codeSentBySms).toBe(
      'अगर {target} रजिस्टर है, तो हमने उस पर 6 अंकों का कोड SMS से भेजा है।',
    )
  })

  it('answers an unknown number in Hindi as it answers a patient', async () => {
    const response = await run(recoveryAction, post('/forgot-password', { emailOrMobile: '9000000000' }, inHindi))
    expect(response).toRedirectTo('/forgot-password/verify')
    await expect(response).toShowAlert({
      type: 'success',
      message: 'अगर यह ई-मेल पता या मोबाइल नंबर रजिस्टर है, तो हमने उस पर कोड भेज दिया है।',
    })
  })
})

describe('signed in', () => {
  it('change password: the Kannada page and its password rules', async () => {
    const cookie = withLanguage(await signIn('asha', 'Asha@2026'), inKannada)
    const page = await readLoaderData<typeof changeLoader>(await run(changeLoader, get('/resetpassword', cookie)))
    expect(page.title).toBe('ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್')
    const fields = { currentPassword: 'Asha@2026', newPassword: 'fresh@pass1', confirmPassword: 'fresh@pass1' }
    const body = await readReply(await run(changeAction, post('/resetpassword', fields, cookie)))
    expect(body.error?.newPassword).toEqual(['ಕನಿಷ್ಠ ಒಂದು ದೊಡ್ಡ ಅಕ್ಷರ (A-Z)'])
  })

  it('the consent: relationships and the unticked box in Hindi', async () => {
    const cookie = withLanguage(await signIn('ravi', 'Ravi@2026'), inHindi)
    const page = await readLoaderData<typeof consentLoader>(await run(consentLoader, get('/UserConsentForm', cookie)))
    expect(page.texts.relationshipLabels.Mother).toBe('माता')
    const body = await readReply(
      await run(consentAction, post('/UserConsentForm', { name: 'Ravi', relation: 'Self' }, cookie)),
    )
    expect(body.error?.agree).toEqual(['आगे बढ़ने के लिए कृपया "मैंने पढ़ लिया है और सहमत हूँ" पर सही का निशान लगाएँ'])
  })
})
