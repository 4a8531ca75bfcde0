import type { DeviceWords } from './device'

/**
 * The rules of the "Your devices" screen (docs/security.md#your-devices): how a signed-in browser
 * is named, which rows are shown in what order, and which device ids an account remembers.
 */

/** The words a device's name is made of, in the page's language. */
export type DeviceNameTexts = { deviceOn: string; unknownBrowser: string; unknownSystem: string }

/** "Chrome on Android"; what can't be told is said plainly ("Unknown browser on Android"). */
export function deviceName(words: DeviceWords, texts: DeviceNameTexts): string {
  return texts.deviceOn
    .replace('{browser}', words.browser ?? texts.unknownBrowser)
    .replace('{system}', words.system ?? texts.unknownSystem)
}

/** One live session of the patient, as the screen needs it: never its id, only its handle. */
export type SessionSummary = {
  handle: string
  device: DeviceWords
  /** The coarse network ("203.0.113.0/24"), or null when the address was not one. */
  place: string | null
  signedInAt: number
  lastSeen: number
  current: boolean
}

/**
 * The most rows the screen lists. A session lives at most SESSION_MAX_HOURS, so a patient rarely
 * has more than a few; a script signing in again and again could make hundreds, and the page
 * stays small whatever happens: the rows beyond are counted, and "Sign out all other devices"
 * still ends them.
 */
export const MAX_ROWS = 20

/**
 * This device first, then the most recently used; at most `max` rows. `total` counts the patient's
 * live sessions, this one among them, listed or not: how many rows were left out, and how many
 * other devices "Sign out all other devices" ends.
 */
export function sessionRows(sessions: readonly SessionSummary[], total: number, max = MAX_ROWS) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen - a.lastSeen)
  const rows = ordered.slice(0, max)
  return { rows, hidden: Math.max(0, total - rows.length), others: Math.max(0, total - 1) }
}

/**
 * How many device ids an account remembers (ADR 88): a patient's own phones, computers and the
 * clinic's kiosk fit; the oldest is forgotten first, so the set never grows with sign-ins.
 */
export const KNOWN_DEVICES_MAX = 10

/**
 * The account's known device ids after a sign-in from `deviceId`, the most recent first, and
 * whether this device was new to the account.
 */
export function rememberDevice(known: readonly string[], deviceId: string, max = KNOWN_DEVICES_MAX) {
  const isNew = !known.includes(deviceId)
  return { known: [deviceId, ...known.filter((id) => id !== deviceId)].slice(0, max), isNew }
}

/** "A new sign-in on Chrome on Windows at 10:42.": what the patient's other sessions are told once. */
export function newSignInText(template: string, device: string, time: string): string {
  return template.replace('{device}', device).replace('{time}', time)
}
