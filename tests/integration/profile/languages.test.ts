import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '~/root'
import type { LoadedProfile } from '~/routes/_app.newProfile/profile.server'
import { action, loader } from '~/routes/_app.newProfile/route'
import { action as deleteAction, loader as deleteLoader } from '~/routes/_app.newProfile_.delete.$docId'
import { action as uploadAction } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as photoAction } from '~/routes/_app.newProfile_.photo.resource'
import { readActionData, readLoaderData } from '../../support/read-response'
import { readReply } from '../../support/reply'
import { get, multipart, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { PROFILE_FORM as FORM } from './support'

/** Asha, signed in, on a browser that chose a language with the switch (ADR 57). */
const ashaIn = async (lang: 'hi' | 'kn') => `${await signIn('asha', 'Asha@2026')}; lang=${lang}`

/** The profile page's data for a browser with `cookie`. */
async function profilePage(cookie: string) {
  const data = await readLoaderData<typeof loader>(await run(loader, get('/newProfile', cookie)))
  expect(data.loadFailed).toBe(false)
  return data as LoadedProfile
}

describe('the profile in Hindi and Kannada (docs/languages.md)', () => {
  it('sends the page its texts and title in Hindi, with the date of birth in Hindi', async () => {
    const cookie = await ashaIn('hi')
    const data = await profilePage(cookie)
    expect(data.title).toBe('मरीज़ की प्रोफ़ाइल | मरीज़ पोर्टल')
    expect(data.texts.profileScreen.title).toBe('मरीज़ की प्रोफ़ाइल')
    expect(data.texts.profileLabels.dateOfBirth).toBe('जन्म तिथि')
    expect(data.texts.profileGenders.FEMALE).toBe('महिला')
    expect(data.profile.shownDateOfBirth).toBe('12 अप्रैल 1990')
    // only the page's language travels
    expect(JSON.stringify(data.texts)).not.toContain('Patient Profile Setup')
    const root = await readLoaderData<typeof rootLoader>(await run(rootLoader, get('/newProfile', cookie)))
    expect(root.locale).toBe('hi')
  })

  it('shows the date of birth in Kannada, and English keeps DD-MM-YYYY', async () => {
    const kannada = await profilePage(await ashaIn('kn'))
    expect(kannada.texts.profileScreen.viewTitle).toBe('ರೋಗಿಯ ಮಾಹಿತಿ')
    expect(kannada.profile.shownDateOfBirth).toBe('ಏಪ್ರಿಲ್ 12, 1990')
    const english = await profilePage(await signIn('asha', 'Asha@2026'))
    expect(english.profile.shownDateOfBirth).toBe('12-04-1990')
    expect(english.texts.profileScreen.title).toBe('Patient Profile Setup')
  })

  it("checks the form with Hindi messages, in the rules' order, and says the save in Hindi", async () => {
    const cookie = await ashaIn('hi')
    const refused = await run(action, post('/newProfile?edit', { ...FORM, firstName: 'A', dateOfBirth: '' }, cookie))
    expect(refused.status).toBe(400)
    expect(Object.entries((await readReply(refused)).error ?? {})).toEqual([
      ['firstName', ['कृपया कम से कम 2 अक्षर लिखें']],
      ['dateOfBirth', ['कृपया जन्म तिथि चुनें']],
    ])
    const saved = await run(action, post('/newProfile?edit', FORM, cookie))
    await expect(saved).toShowAlert({ type: 'success', message: 'प्रोफ़ाइल अपडेट हो गई' })
  })

  it('asks for the one-time password in Kannada', async () => {
    const cookie = await ashaIn('kn')
    const response = await run(
      action,
      post(
        '/newProfile?edit',
        { intent: 'check-otp', phoneNumber: '9123456780', otp: '', password: 'Asha@2026' },
        cookie,
      ),
    )
    expect((await readActionData<typeof action>(response)).otpError).toBe('ದಯವಿಟ್ಟು OTP ನಮೂದಿಸಿ')
  })

  it('refuses a wrong password asked again in Kannada, in the words of Account security', async () => {
    const cookie = await ashaIn('kn')
    const response = await run(
      action,
      post('/newProfile?edit', { intent: 'check-otp', phoneNumber: '9123456780', otp: '1234', password: 'x' }, cookie),
    )
    expect((await readActionData<typeof action>(response)).passwordError).toBe('ಈ ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಾಗಿಲ್ಲ.')
  })

  it('refuses an upload without a file in Kannada', async () => {
    const cookie = await ashaIn('kn')
    const response = await run(uploadAction, await multipart('/newProfile/documents/GOVT', [], cookie), {
      params: { fileType: 'GOVT' },
    })
    await expect(response).toShowAlert({ type: 'error', message: 'ದಯವಿಟ್ಟು ಅಪ್‌ಲೋಡ್ ಮಾಡಲು ಫೈಲ್ ಆರಿಸಿ.' })
  })

  it("answers the photo's refusals in the page's language", async () => {
    const hindi = await run(photoAction, post('/newProfile/photo', {}, await ashaIn('hi')))
    await expect(hindi).toShowAlert({ type: 'error', message: 'कृपया सही फ़ाइल अपलोड करें' })
    const kannada = await run(photoAction, post('/newProfile/photo', { intent: 'delete' }, await ashaIn('kn')))
    await expect(kannada).toShowAlert({ type: 'warning', message: 'ಅಳಿಸಲು ಯಾವುದೇ ಫೋಟೋ ಇಲ್ಲ' })
  })

  it('asks before deleting a document in Hindi, and says when it could not', async () => {
    const cookie = await ashaIn('hi')
    const dialog = await readLoaderData<typeof deleteLoader>(
      await run(deleteLoader, get('/newProfile/delete/999?edit', cookie), { params: { docId: '999' } }),
    )
    expect(dialog.title).toBe('दस्तावेज़ हटाएँ | मरीज़ पोर्टल')
    expect(dialog.texts.profileMessages.deleteTitle).toBe('क्या आप सच में यह रिकॉर्ड हटाना चाहते हैं?')
    expect(dialog.texts.photoScreen.deleting).toBe('हटाया जा रहा है...')
    const refused = await run(deleteAction, post('/newProfile/delete/999', {}, cookie), { params: { docId: '999' } })
    expect(refused.status).toBe(400)
    expect(await readActionData<typeof deleteAction>(refused)).toEqual({ error: 'हमें यह पेज नहीं मिला।' })
  })
})
