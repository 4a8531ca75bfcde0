import type { Locale } from '~/utils/language/locale'
import { textsFor, textsOf } from '~/utils/language/texts.server'

/**
 * The texts of what every page may show, outside a layout of its own: the skip link and progress
 * bar, the language switch (ADR 57), the error page, and the shared form parts (error summary,
 * select, countdown), which sign-in and register use as well as the signed-in pages. Small: they
 * travel with every page's HTML (ADR 56).
 */
export const rootNamespaces = ['languageSwitch', 'frameMessages', 'errorPageMessages', 'formMessages'] as const

/**
 * The root's language and texts: its loader's data, and the body of an answer thrown when the
 * root's data can't be read (the shared store out of reach), so its error page is in the language too.
 */
export const rootTexts = (locale: Locale) => ({
  locale,
  texts: textsFor(locale, ...rootNamespaces),
  portalTitle: textsOf(locale, 'pageTitles').portal,
})
