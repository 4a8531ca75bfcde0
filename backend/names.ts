import { z } from 'zod'
import { isPersonName } from '../app/domain/common/name-cleaning.ts'

/**
 * A person's name as the stand-in takes it: trimmed, `min` to 50 characters, in any script, by the
 * portal's rule (ADR 53: letters and marks, digits, spaces, hyphens, apostrophes, dots).
 */
export function personName(min = 2, tooShort?: string) {
  return z
    .string()
    .trim()
    .min(min, tooShort)
    .max(50)
    .refine(isPersonName, 'may hold only letters, digits, spaces, hyphens, apostrophes and dots')
}
