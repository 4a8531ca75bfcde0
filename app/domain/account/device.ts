import Bowser from 'bowser'

/**
 * What a patient is shown of a browser: its name and its system, in words ("Chrome" and
 * "Android"), never the raw user-agent string and never a version (a version says nothing to a
 * patient and narrows who they are). Parsed on the server only; the browser never ships the parser.
 */
export type DeviceWords = { browser: string | null; system: string | null }

/** Longer user agents are cut before parsing: a header is the client's to make up. */
const MAX_USER_AGENT = 512

export function describeDevice(userAgent: string | null | undefined): DeviceWords {
  const ua = userAgent?.slice(0, MAX_USER_AGENT).trim()
  if (!ua) return { browser: null, system: null }
  const parsed = Bowser.parse(ua)
  return { browser: parsed.browser.name || null, system: parsed.os.name || null }
}
