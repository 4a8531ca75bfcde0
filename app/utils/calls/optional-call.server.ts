import { ServiceError } from '~/utils/calls/service-error'

/**
 * For data a page can do without (footer, red dot): a failed call gives null.
 * The failure was already logged; a redirect (session expired) still goes through.
 */
export async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ServiceError) return null
    throw error
  }
}

/**
 * For a call whose failure the page must show as a failure, where null is a real answer (the URL's
 * care service is not bookable, say): `{ ok: false }` instead of a value that could read as empty.
 */
export async function callOutcome<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await call }
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false }
    throw error
  }
}
