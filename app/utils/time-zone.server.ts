import { getEnv } from '~/utils/env.server'

/**
 * The patient's time zone from the `tz` client-hint cookie that root.tsx sets;
 * the hospital's until the browser has told us.
 */
export function getTimeZone(request: Request): string {
  const match = request.headers.get('Cookie')?.match(/(?:^|;\s*)tz=([^;]+)/)
  if (match?.[1]) {
    try {
      const candidate = decodeURIComponent(match[1])
      new Intl.DateTimeFormat('en', { timeZone: candidate })
      return candidate
    } catch {
      // Not a zone this server knows, or not even decodable (`tz=%`): fall back.
    }
  }
  return getEnv().HOSPITAL_TIME_ZONE
}
