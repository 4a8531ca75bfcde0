/**
 * When a helper's access ends (docs/helpers.md#the-model): the patient chooses one month, six
 * months, the longest allowed (18 months, as the large portals give an adult proxy), or a day of
 * their own, after today and no later than 18 months from it. Days are YYYY-MM-DD in the patient's
 * zone, as a date input sends them. Pure.
 */

export const END_CHOICES = ['1m', '6m', '18m', 'date'] as const
export type EndChoice = (typeof END_CHOICES)[number]

/** The longest a grant may run, from the day it starts or is renewed. */
export const GRANT_MAX_MONTHS = 18

const MONTHS: Record<Exclude<EndChoice, 'date'>, number> = { '1m': 1, '6m': 6, '18m': GRANT_MAX_MONTHS }

/** A calendar day shifted by whole months; a day the month lacks becomes its last (31 January + 1 month: 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date, last))
  return first.toISOString().slice(0, 10)
}

/** The latest end a grant starting `today` may have. */
export const latestEnd = (today: string) => addMonths(today, GRANT_MAX_MONTHS)

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

export type EndProblem = 'missing' | 'invalid' | 'past' | 'too-far'

/**
 * The end a choice gives, or what is wrong with it: a chosen day must be a real day after
 * `today` and no later than latestEnd(today).
 */
export function endOf(
  choice: EndChoice,
  day: string | undefined,
  today: string,
): { endsAt: string } | { problem: EndProblem } {
  if (choice !== 'date') return { endsAt: addMonths(today, MONTHS[choice]) }
  if (!day) return { problem: 'missing' }
  if (!isCalendarDay(day)) return { problem: 'invalid' }
  if (day <= today) return { problem: 'past' }
  if (day > latestEnd(today)) return { problem: 'too-far' }
  return { endsAt: day }
}
