import { useMatches, useRouteLoaderData, type UIMatch } from '@remix-run/react'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import { keptAnswers } from '~/utils/kept-answers'
import { defaultLocale, isLocale, type Locale } from '~/utils/language/locale'
import type { EnglishTexts } from '~/utils/language/texts.server'

/**
 * The texts of every language, in one shape (ADR 56). A namespace is one group of texts a page or
 * component needs (`signInScreen`, `frameMessages`, ...); its English, in app/messages/<area>/en.ts,
 * gives the keys, the placeholders ({name}) and the plurals ({ one, other }) every language must have.
 * Loaders send the active language's namespaces with their data; components read them with useTexts.
 * The areas are listed once, in texts.server.ts; only their type comes here (no dictionary in a bundle).
 */
export type English = EnglishTexts
export type Namespace = keyof English

/** A text's forms by count, chosen with Intl.PluralRules; `{n}` is the count. */
export type Plural = { readonly one: string; readonly other: string }

/** Another language's version of English texts: the same keys and lists, any wording. */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> }

/** The placeholder names of a text: 'Wait {seconds} seconds' -> 'seconds'. */
export type Params<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Params<Rest> : never

/**
 * A text cut at its placeholders, kept per text (a page fills some hundred): literals at the even
 * places, placeholder names at the odd ones ('Page {page} of {pages}' -> ['Page ', 'page', ' of ', 'pages', '']).
 */
const placeholdersOf = keptAnswers((text: string) => text.split(/\{(\w+)\}/), 1_000)

/** A text with its placeholders filled in; the compiler checks the names against the English. */
export function fill<S extends string>(text: S, values: { readonly [K in Params<S>]: string | number }): string {
  if (!text.includes('{')) return text
  const parts = placeholdersOf(text)
  const given = values as Record<string, string | number>
  let filled = parts[0]!
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!
    filled += (name in given ? String(given[name]) : `{${name}}`) + parts[i + 1]!
  }
  return filled
}

const pluralRules = new Map<Locale, Intl.PluralRules>()

/** The form for a count in the language ('1 doctor', '2 doctors'), with `{n}` filled in. */
export function plural(locale: Locale, forms: Plural, n: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return fill(rules.select(n) === 'one' ? forms.one : forms.other, { n })
}

/** What a loader sends for useTexts: `texts: textsFor(locale, 'identityScreens')`. */
type WithTexts = { texts?: Partial<Record<Namespace, unknown>> } | undefined

/** The page's matched routes, read once for the page's every useTexts (the root layout provides them). */
const PageMatches = createContext<UIMatch[] | null>(null)

/**
 * Hands the page's matched routes to useTexts: once per page rather than once per component that shows a
 * text (some fifty on the doctor list), each of which made its own list of the matches.
 */
export function PageTexts({ children }: { children: ReactNode }) {
  return createElement(PageMatches.Provider, { value: useMatches() }, children)
}

/**
 * A namespace's texts in the page's language, from the data of the matched routes (the deepest
 * first). A namespace no loader of the page sent is a mistake in the code, not in the request.
 */
export function useTexts<N extends Namespace>(namespace: N): English[N] {
  const matches = useContext(PageMatches)
  if (!matches) throw new Error('useTexts is used outside PageTexts (the root layout provides it).')
  for (let i = matches.length - 1; i >= 0; i--) {
    const texts = (matches[i]?.data as WithTexts)?.texts?.[namespace]
    if (texts) return texts as English[N]
  }
  throw new Error(`No loader of this page sent the texts "${namespace}".`)
}

/** The page's language, as the root loader read it from the request. */
export function useLocale(): Locale {
  const locale = (useRouteLoaderData('root') as { locale?: unknown } | undefined)?.locale
  return isLocale(locale) ? locale : defaultLocale
}
