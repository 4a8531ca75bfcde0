/**
 * The portal's languages (ADR 56). English is the spec's; Hindi and Kannada are for the patients
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
