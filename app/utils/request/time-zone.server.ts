import { getEnv } from '~/utils/env.server'
import { cookieValue } from '~/utils/session/cookie-value'

/**
 * The patient's time zone from the `tz` client-hint cookie that root.tsx sets;
 * the hospital's until the browser has told us.
 */
export function getTimeZone(request: Request): string {
  const raw = cookieValue(request.headers.get('Cookie'), 'tz')
  if (raw) {
    try {
      const candidate = decodeURIComponent(raw)
      new Intl.DateTimeFormat('en', { timeZone: candidate })
      return candidate
    } catch {
      // Not a zone this server knows, or not even decodable (`tz=%`): fall back.
    }
  }
  return getEnv().HOSPITAL_TIME_ZONE
}
