/**
 * The portal's languages (ADR 56). English is the hospital's; Hindi and Kannada are for the patients
 * of the demo hospital in Bengaluru and their caretakers. The code is also the `lang` attribute
 * and the `lang` cookie's value.
 */
export const locales = ['en', 'hi', 'kn'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** Each language named in its own script, as the language switch shows it (not translated). */
export const languageNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' }

/** The cookie that holds the chosen language and nothing else; it outlives the session (ADR 57). */
export const languageCookieName = 'lang'

/** The letters each language is written in; English needs no mark on an English page. */
const scriptOf: Record<Locale, RegExp | null> = { en: null, hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ }

/**
 * The `lang` a text needs on a page in `locale`: 'en' for a text in Latin letters with none of the
 * page's own (a hospital service's message, shown as received), so a screen reader reads it as
 * English; undefined when the text is in the page's language.
 */
export function foreignLang(text: string, locale: Locale): Locale | undefined {
  const script = scriptOf[locale]
  return script && !script.test(text) && /[A-Za-z]/.test(text) ? 'en' : undefined
}
