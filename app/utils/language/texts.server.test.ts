/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { locales } from '~/utils/language/locale'
import { fill, plural, type Plural } from '~/utils/language/texts'
import { dictionaries, textsFor, textsOf } from '~/utils/language/texts.server'

/** The {names} in a text, each once, sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

/**
 * What a translation lacks or has too much against the English: keys, list lengths, empty texts
 * and placeholders, each with its path. An empty list means the two have the same shape.
 */
function problems(english: unknown, other: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${path}: missing`]
    if (english && !other.trim()) return [`${path}: empty`]
    const [want, got] = [placeholders(english), placeholders(other)]
    return want.join() === got.join()
      ? []
      : [`${path}: placeholders {${got.join('}, {')}} instead of {${want.join('}, {')}}`]
  }
  if (typeof other !== 'object' || other === null) return [`${path}: missing`]
  const en = english as Record<string, unknown>
  const tr = other as Record<string, unknown>
  const extra = Object.keys(tr)
    .filter((k) => !(k in en))
    .map((k) => `${path}.${k}: not in the English`)
  return [...Object.keys(en).flatMap((k) => problems(en[k], tr[k], `${path}.${k}`)), ...extra]
}

describe('the dictionaries', () => {
  it.each(locales.filter((l) => l !== 'en'))('%s has every English key, with the same placeholders', (locale) => {
    expect(problems(dictionaries.en, dictionaries[locale], locale)).toEqual([])
  })

  it('the check finds a missing key, a missing namespace, an extra key and a changed placeholder', () => {
    const english = { signIn: { title: 'Sign in', wait: 'Wait {seconds} seconds' }, frame: { menu: 'Menu' } }
    const broken = { signIn: { wait: 'रुकें {second} सेकंड', extra: 'x' } }
    expect(problems(english, broken, 'hi')).toEqual([
      'hi.signIn.title: missing',
      'hi.signIn.wait: placeholders {second} instead of {seconds}',
      'hi.signIn.extra: not in the English',
      'hi.frame: missing',
    ])
    expect(problems({ a: 'A {n}' }, { a: ' ' }, 'kn')).toEqual(['kn.a: empty'])
  })

  it.each(locales)("%s: the chat's Retry says its visible words in its spoken name (WCAG 2.5.3)", (locale) => {
    const { retry, retrySending } = dictionaries[locale].chatMessages
    expect(retrySending).toContain(retry)
  })

  it('every namespace is named once across the areas', () => {
    // a second area exporting the same name would silently replace the first in the spread
    const areas = import.meta.glob<Record<string, unknown>>('../../messages/*/en.ts', { eager: true })
    const names = Object.values(areas).flatMap((m) => Object.keys(m as object))
    expect(names.length).toBe(new Set(names).size)
    expect(Object.keys(dictionaries.en).sort()).toEqual(names.sort())
  })
})

describe('reading texts', () => {
  it('a loader sends the namespaces it names, in the language asked for', () => {
    expect(textsFor('hi', 'languageSwitch', 'signInMessages')).toEqual({
      languageSwitch: dictionaries.hi.languageSwitch,
      signInMessages: dictionaries.hi.signInMessages,
    })
    expect(textsOf('kn', 'signInScreen').signInTitle).toBe('ಸೈನ್ ಇನ್')
  })

  it('fills placeholders, and leaves an unknown one visible', () => {
    expect(fill(textsOf('en', 'signInMessages').tooManyAttempts, { seconds: 30 })).toBe(
      'Too many sign-in attempts. Please wait 30 seconds and try again.',
    )
    expect(fill('{a} and {b}' as string, {})).toBe('{a} and {b}')
  })

  it('fills every placeholder, wherever it stands, and never what a value brings', () => {
    expect(fill('{n}', { n: 4 })).toBe('4')
    expect(fill('{who} met {who} on {day}', { who: 'Asha', day: 'Monday' })).toBe('Asha met Asha on Monday')
    expect(fill('Dear {name},', { name: 'A {name} {day}' })).toBe('Dear A {name} {day},')
    expect(fill('{ spaced } and {', {} as never)).toBe('{ spaced } and {')
    expect(fill('Nothing to fill', {} as never)).toBe('Nothing to fill')
  })

  it("chooses the plural form by the language's rules", () => {
    const doctors: Plural = textsOf('en', 'bookingSearchMessages').doctorCount
    expect([plural('en', doctors, 1), plural('en', doctors, 0), plural('en', doctors, 3)]).toEqual([
      '1 doctor',
      '0 doctors',
      '3 doctors',
    ])
    // Hindi and Kannada treat 0 like 1
    const filters = textsOf('kn', 'bookingSearchMessages').activeFilters
    expect([plural('kn', filters, 0), plural('kn', filters, 2)]).toEqual(['0 ಫಿಲ್ಟರ್ ಅನ್ವಯಿಸಲಾಗಿದೆ', '2 ಫಿಲ್ಟರ್‌ಗಳನ್ನು ಅನ್ವಯಿಸಲಾಗಿದೆ'])
  })
})

/** The dictionaries are the only texts: no English module beside them that a page could still read. */
it('app/messages holds only the dictionaries, en, hi and kn per area', () => {
  const files = Object.keys(import.meta.glob('../../messages/**/*'))
  expect(files.filter((f) => !/^\.\.\/\.\.\/messages\/[a-z-]+\/(en|hi|kn)\.ts$/.test(f))).toEqual([])
})
