import { addDays } from '../time.ts'

/**
 * The helpers' rules with no store and no clock of their own: scopes, how long a grant may run,
 * the names and hints shown about people. The stand-in keeps its own copy of the scope names, as
 * a separate system would.
 */

export const HELPER_SCOPES = ['see', 'book', 'chat', 'call', 'documents'] as const
export type HelperScope = (typeof HELPER_SCOPES)[number]
export const RELATIONSHIPS = ['son', 'daughter', 'spouse', 'parent', 'other'] as const

/** A grant runs at most 18 months from the day it starts (MyChart's adult proxies). */
export const MAX_GRANT_MONTHS = 18
/** An invitation link works for a week. */
export const INVITATION_DAYS = 7
/** Invitations a patient may send in one hospital day. */
export const INVITES_PER_DAY = 5
/** Wrong years of birth that end an invitation. */
export const YEAR_TRIES = 3
/** The patient and the helper are told this many days before a grant ends. */
export const NOTICE_DAYS = 7
/** An ended grant stays in the patient's list this long. */
export const ENDED_KEPT_DAYS = 90

/** A calendar day (YYYY-MM-DD) some whole months later; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date, lastOfMonth))
  return first.toISOString().slice(0, 10)
}

/** The last day a grant starting `today` may run to. */
export const latestLastDay = (today: string) => addMonths(today, MAX_GRANT_MONTHS)

/** Why a grant's last day can't be taken, or null: it is today at the earliest, 18 months ahead at the latest. */
export function lastDayProblem(lastDay: string, today: string): string | null {
  if (lastDay < today) return 'The end date must be today or later'
  if (lastDay > latestLastDay(today)) return `A helper can be given at most ${MAX_GRANT_MONTHS} months`
  return null
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Renewing gives the same length again from today, within the 18 months. */
export function renewedLastDay(termDays: number, today: string): string {
  const wanted = addDays(today, termDays)
  const latest = latestLastDay(today)
  return wanted < latest ? wanted : latest
}

/** A child's 18th birthday, the day a hospital-made grant ends by itself (29 February: 1 March). */
export function eighteenthBirthday(dateOfBirth: string): string {
  const [year, month, date] = dateOfBirth.split('-').map(Number) as [number, number, number]
  // Date.UTC rolls 29 February of a common year over to 1 March
  return new Date(Date.UTC(year + 18, month - 1, date)).toISOString().slice(0, 10)
}

/** Given name and initial only ("Asha V."): all a helper's screens and messages say of the patient. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0)
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim()
}

/** Enough of a contact to recognise it, never the whole of it. */
export function contactHint(channel: 'SMS' | 'EMAIL', contact: string): string {
  if (channel === 'SMS') return `mobile ending ${contact.slice(-3)}`
  const [user = '', domain = ''] = contact.split('@')
  return `e-mail ${user.charAt(0)}…@${domain}`
}

/** Scopes as the token carries them: space-separated, in the one order. */
export const scopeClaim = (scopes: readonly HelperScope[]) => HELPER_SCOPES.filter((s) => scopes.includes(s)).join(' ')

/** The scopes a stored or claimed list names, unknown words dropped. */
export const scopesOf = (claim: string): HelperScope[] => HELPER_SCOPES.filter((s) => claim.split(' ').includes(s))
