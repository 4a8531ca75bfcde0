import Bowser from 'bowser'

/**
 * What a patient is shown of a browser: its name and its system, in words ("Chrome" and
 * "Android"), never the raw user-agent string and never a version (a version says nothing to a
 * patient and narrows who they are). Parsed on the server only; the browser never ships the parser.
 */
export type DeviceWords = { browser: string | null; system: string | null }

/** Longer user agents are cut before parsing: a header is the client's to make up. */
const MAX_USER_AGENT = 512

/**
 * The names the parser knows. Its catch-all names a browser after whatever stands before the first
 * slash, so "CALL 1800-000-1111 NOW/1.0" would be a "browser": any name outside these lists is
 * someone's words, not a browser's, and is shown as unknown.
 */
const KNOWN_BROWSERS: ReadonlySet<string> = new Set(Object.values(Bowser.BROWSER_MAP))
const KNOWN_SYSTEMS: ReadonlySet<string> = new Set(Object.values(Bowser.OS_MAP))

const known = (names: ReadonlySet<string>, name: string | null | undefined) => (name && names.has(name) ? name : null)

/** The words with anything the parser doesn't name left unknown (also for words already stored). */
export function knownDeviceWords<T extends DeviceWords>(words: T): T {
  return { ...words, browser: known(KNOWN_BROWSERS, words.browser), system: known(KNOWN_SYSTEMS, words.system) }
}

export function describeDevice(userAgent: string | null | undefined): DeviceWords {
  const ua = userAgent?.slice(0, MAX_USER_AGENT).trim()
  if (!ua) return { browser: null, system: null }
  const parsed = Bowser.parse(ua)
  return knownDeviceWords({ browser: parsed.browser.name ?? null, system: parsed.os.name ?? null })
}
