/**
 * The common parts in Hindi and Kannada (docs/languages.md): the root's texts and its own failure, the
 * static pages and their caching, the landing texts, and the session's alerts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '~/root'
import { loader as frame } from '~/routes/_app'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { loader as staticPage } from '~/routes-shared/static-page'
import { getLandingContent } from '~/utils/language/landing-content.server'
import { localeOf } from '~/utils/language/locale.server'
import { getStore } from '~/utils/shared-store/index.server'
import { readLoaderData } from '../../support/read-response'
import { get, PORTAL } from '../../support/requests'
import { run } from '../../support/run'
import { inScope } from '../../support/scope'
import { signIn } from '../../support/sign-in'

const page = (path: string, headers: Record<string, string>) => new Request(`${PORTAL}${path}`, { headers })

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the root sends the texts of the frame, the forms and the error page in the language', () => {
  it('Hindi by the cookie, Kannada by Accept-Language', async () => {
    const hindi = await readLoaderData<typeof rootLoader>(await run(rootLoader, page('/signin', { Cookie: 'lang=hi' })))
    expect(hindi.locale).toBe('hi')
    expect(hindi.portalTitle).toBe('मरीज़ पोर्टल')
    expect(hindi.texts.frameMessages.skipLink).toBe('मुख्य जानकारी पर जाएँ')
    expect(hindi.texts.formMessages.problemTitle).toBe('कुछ ठीक करना है')
    expect(hindi.texts.errorPageMessages.notFoundTitle).toBe('पेज नहीं मिला')
    const kannada = await readLoaderData<typeof rootLoader>(
      await run(rootLoader, page('/signin', { 'Accept-Language': 'kn-IN,kn;q=0.9,en;q=0.8' })),
    )
    expect(kannada.locale).toBe('kn')
    expect(kannada.texts.errorPageMessages.goToAppointments).toBe('ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹೋಗಿ')
  })

  it('its own failure (the store out of reach) is a 503 that still carries them, for the error page', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    vi.spyOn(getStore(), 'get').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // as server/ runs every request: in a scope that knows its language (server/observability.ts)
    const request = get('/signin', `${cookie}; lang=kn`)
    const response = await inScope({ requestId: 'test', locale: localeOf(request) }, () => run(rootLoader, request))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    const body = (await response.json()) as { locale: string; texts: { errorPageMessages: { unavailable: string } } }
    expect(body.locale).toBe('kn')
    expect(body.texts.errorPageMessages.unavailable).toBe('ಒಂದು ಸಮಸ್ಯೆ ಉಂಟಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ')
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|6379/)
  })

  it('the signed-in frame sends the idle warning and the paging links', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const data = await readLoaderData<typeof frame>(await run(frame, get('/myappointments', `${cookie}; lang=hi`)))
    expect(data.texts.sessionMessages.stayAction).toBe('साइन इन रहें')
    expect(data.texts.pagingLabels.next).toBe('अगला')
  })
})

describe('the static pages', () => {
  it.each([
    ['hi', { Cookie: 'lang=hi' }, 'सुलभता के बारे में जानकारी | मरीज़ पोर्टल', 'सुलभता'],
    ['kn', { 'Accept-Language': 'kn' }, 'ಪ್ರವೇಶಸಾಧ್ಯತೆಯ ಹೇಳಿಕೆ | ರೋಗಿ ಪೋರ್ಟಲ್', 'ಪ್ರವೇಶಸಾಧ್ಯತೆ'],
    ['en', {}, 'Accessibility statement | Patient Portal', 'Accessibility'],
  ])('the accessibility statement in %s, with its title and links', async (lang, headers, title, link) => {
    const response = await run(staticPage, page('/Accessibility', headers))
    const data = await readLoaderData<typeof staticPage>(response)
    expect(data.lang).toBe(lang)
    expect(data.title).toBe(title)
    expect(data.html).toContain(`<h1>${title.split(' | ')[0]}</h1>`)
    expect(data.texts.staticPageMessages.accessibility).toBe(link)
  })

  it('are kept by the browser only, and for the same language', async () => {
    const response = await run(staticPage, page('/Legal', { Cookie: 'lang=kn' }))
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300')
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language')
    expect((await readLoaderData<typeof staticPage>(response)).html).toContain('<h1>ಕಾನೂನು ಮಾಹಿತಿ</h1>')
  })
})

it('the landing texts come in the language, from the file beside landing.json', async () => {
  expect((await getLandingContent('hi'))?.title).toBe('देखभाल, जो आप तक पहुँचे')
  expect((await getLandingContent('kn'))?.contact?.heading).toBe('ಆಸ್ಪತ್ರೆಯನ್ನು ಸಂಪರ್ಕಿಸಿ')
  expect(await getLandingContent('en')).toMatchObject({ title: 'Care that comes to you', lang: 'en' })
})

it('the idle sign-out says why in the language of the request', async () => {
  const cookie = await signIn('asha', 'Asha@2026')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 16 * 60_000)
  const response = await run(dashboard, get('/myappointments', `${cookie}; lang=kn`))
  expect(response).toRedirectTo('/signin')
  await expect(response).toShowAlert(
    {
      message: '15 ನಿಮಿಷಗಳ ಕಾಲ ಯಾವುದೇ ಚಟುವಟಿಕೆ ಇಲ್ಲದ ಕಾರಣ ನಿಮ್ಮನ್ನು ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    },
    { cookie },
  )
})
