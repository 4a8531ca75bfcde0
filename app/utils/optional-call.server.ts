import { ServiceError } from './service-error'

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
