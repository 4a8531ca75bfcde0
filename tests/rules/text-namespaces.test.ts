/**
 * Text namespaces have one naming style (docs/languages.md): camelCase, named for where the texts are
 * used (`signInScreen`, `profileLabels`, `bookingMessages`), what the portal says ending in
 * `Messages` (one word for it, not `Notices` beside it), and no two names a plural's `s` apart.
 * Every area's namespaces, from the one list of the areas (app/utils/language/texts.server.ts).
 */
import { describe, expect, it } from 'vitest'
import { dictionaries } from '~/utils/language/texts.server'

const namespaces = Object.keys(dictionaries.en)

/** The names that say "what the portal says" with another word than `Messages`. */
const otherWordForMessages = (names: string[]) => names.filter((name) => /(Notices|Notes|Alerts)$/.test(name))

describe('text namespaces', () => {
  it('are camelCase', () => {
    expect(namespaces.length).toBeGreaterThan(40)
    expect(namespaces).toContain('securityScreen')
    expect(namespaces.filter((name) => !/^[a-z][a-zA-Z]*$/.test(name))).toEqual([])
  })

  it('are told apart by more than a plural', () => {
    const singular = (name: string) => name.replace(/s$/, '')
    const clashes = namespaces.filter((name, i) =>
      namespaces.some((other, j) => j !== i && singular(other) === singular(name)),
    )
    expect(clashes).toEqual([])
  })

  it('say what the portal says with one suffix, Messages', () => {
    expect(otherWordForMessages(namespaces)).toEqual([])
    expect(otherWordForMessages(['bookingMessages', 'bookingNotices', 'twoStepAlerts', 'profileLabels'])).toEqual([
      'bookingNotices',
      'twoStepAlerts',
    ])
  })
})
