import { getEnv } from '~/utils/env.server'
import { keptAnswers } from '~/utils/kept-answers'
import { cookieValue } from '~/utils/session/cookie-value'

/**
 * The patient's time zone from the `tz` client-hint cookie that root.tsx sets;
 * the hospital's until the browser has told us.
 */
export function getTimeZone(request: Request): string {
  const raw = cookieValue(request.headers.get('Cookie'), 'tz')
  return (raw && zoneOf(raw)) || getEnv().HOSPITAL_TIME_ZONE
}

/**
 * The zone a `tz` cookie names, or null when it is not a zone this server knows, or not even decodable
 * (`tz=%`). Kept per value: asking Intl costs a formatter's making, and a browser sends the same zone on every page.
 */
const zoneOf = keptAnswers((raw: string): string | null => {
  try {
    const candidate = decodeURIComponent(raw)
    new Intl.DateTimeFormat('en', { timeZone: candidate })
    return candidate
  } catch {
    return null
  }
}, 200)
