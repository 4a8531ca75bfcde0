import { z } from 'zod'

/**
 * What the hospital's services take in a person's name, in any script: letters and combining
 * marks of every script (Devanagari's and Kannada's vowel signs are marks), digits, spaces,
 * hyphens, apostrophes and dots. The stand-in keeps its own copy of the rule, as a separate
 * system would: its contract tests then check the portal against the services, not against itself.
 */
const NAME = /^[\p{L}\p{M}\p{Nd}\s.'’-]*$/u

/** Whether a name holds only what the services take. */
export function isPersonName(name: string): boolean {
  return NAME.test(name)
}

/** A person's name as the stand-in takes it: trimmed, `min` to 50 characters, by the rule above. */
export function personName(min = 2, tooShort?: string) {
  return z
    .string()
    .trim()
    .min(min, tooShort)
    .max(50)
    .refine(isPersonName, 'may hold only letters, digits, spaces, hyphens, apostrophes and dots')
}
