import { addDays } from './appointment-rules'

/** Booking search rules (spec 2 sections 2, 4, 5 and 9). */

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

export type SlotProblem = 'noSlot' | 'past' | 'unknown'

/** Why a chosen slot cannot be booked, or null when it can. */
export function slotProblem(
  chosenId: string | null,
  slots: readonly { id: string | number; start: string }[],
  now: number,
): SlotProblem | null {
  if (!chosenId) return 'noSlot'
  const slot = slots.find((s) => String(s.id) === chosenId)
  if (!slot) return 'unknown'
  return Date.parse(slot.start) <= now ? 'past' : null
}
