import { addDays } from '../common/days'

/** Booking search rules (docs/rules/booking.md#validation and docs/rules/booking.md#limits). */

export const BOOKING_DAYS_AHEAD = 365
export const ABOUT_LIMIT = 200

/** The Select Doctor date picker's window: today through one year ahead. */
export function bookingDayRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, BOOKING_DAYS_AHEAD) }
}

/** The About text cut at 200 characters (at a word boundary when there is one close by), and what was cut. */
export function splitAbout(text: string): { shown: string; rest: string } {
  const clean = text.trim()
  if (clean.length <= ABOUT_LIMIT) return { shown: clean, rest: '' }
  const space = clean.lastIndexOf(' ', ABOUT_LIMIT)
  const cut = space > ABOUT_LIMIT - 30 ? space : ABOUT_LIMIT
  return { shown: clean.slice(0, cut), rest: clean.slice(cut) }
}

export type SlotProblem = 'noSlot' | 'past' | 'taken'

/**
 * Why the chosen slot (its start instant) cannot be booked, or null when it can: none chosen, already begun
 * (docs/rules/booking.md#validation), or no longer among the doctor's free slots (someone else took it).
 */
export function slotProblem(
  chosenStart: string | null,
  freeSlots: readonly { start: string }[],
  now: number,
): SlotProblem | null {
  const at = chosenStart ? Date.parse(chosenStart) : NaN
  if (Number.isNaN(at)) return 'noSlot'
  if (at <= now) return 'past'
  return freeSlots.some((s) => Date.parse(s.start) === at) ? null : 'taken'
}
