/** Calendar days (YYYY-MM-DD), as date inputs and the services write them: booking and rescheduling pick from a range of them. */

/** A calendar day (YYYY-MM-DD) shifted by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** A requested day inside the range, or the range's nearest end; a missing or malformed one gives `fallback`. */
export function clampDay(requested: string | null | undefined, range: { min: string; max: string }, fallback: string) {
  const day = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : fallback
  if (day < range.min) return range.min
  if (day > range.max) return range.max
  return day
}
