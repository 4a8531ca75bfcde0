import { getEnv } from '~/utils/env.server'
import { keptAnswers } from '~/utils/kept-answers'
import { defaultLocale, isLocale, languageCookieName, type Locale } from '~/utils/language/locale'
import { cookieValue } from '~/utils/session/cookie-value'

/** A year: the choice is the browser's, not the patient's, and it does not expire with a session. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The language the browser chose with the switch, if any (the `lang` cookie, ADR 57). */
export function chosenLocale(request: Request): Locale | null {
  return chosenInCookies(request.headers.get('Cookie'))
}

function chosenInCookies(cookies: string | null | undefined): Locale | null {
  const value = cookieValue(cookies, languageCookieName)
  return isLocale(value) ? value : null
}

/** The page's language: the switch's choice, else the browser's languages, else English. */
export const localeOf = (request: Request): Locale =>
  localeOfHeaders(request.headers.get('Cookie'), request.headers.get('Accept-Language'))

/** The same from the two headers, for server/ (express's request): its refusal pages, the request's scope. */
export const localeOfHeaders = (cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale =>
  chosenInCookies(cookie) ?? browserLocale(acceptLanguage ?? '')

/** A page asks for its language several times, and browsers send a few headers only: each is read once. */
const browserLocale = keptAnswers(fromAcceptLanguage, 200)

/**
 * The first of the browser's languages we have, by quality then order: 'kn-IN,kn;q=0.9,en;q=0.8'
 * is Kannada; 'fr, hi;q=0.5' is Hindi; nothing we have is English.
 */
export function fromAcceptLanguage(header: string | null): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim())
      const q = params.find((p) => p.startsWith('q='))
      return { language: tag.toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1, order }
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
  return ranges.map((r) => r.language).find(isLocale) ?? defaultLocale
}

/** The Set-Cookie value that keeps a language: readable text, nothing but the language. */
export function languageCookie(locale: Locale): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${languageCookieName}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`
}
