import { CONSENT_NAME_MAX } from './consent'

/**
 * What a person's name may hold, in any script (ADR 53): letters and combining marks of every
 * script (Devanagari's and Kannada's vowel signs are marks), spaces, hyphens, apostrophes and dots,
 * and digits. Stripping JavaScript's ASCII non-word characters instead would turn 'José' into 'Jos' and 'आशा' into nothing.
 */
const NOT_IN_A_NAME = /[^\p{L}\p{M}\p{Nd}\s.'’-]/gu

/**
 * A name as typed, cleaned by the one rule of ADR 53: composed (NFC), what a name cannot hold
 * removed, runs of spaces made one, trimmed, cut to `max` characters.
 */
export function cleanName(raw: string, max = Infinity): string {
  return raw.normalize('NFC').replace(NOT_IN_A_NAME, '').replace(/\s+/g, ' ').trim().slice(0, max)
}

/** Whether a name holds only what cleanName keeps (the stand-in's check on what it is sent). */
export function isPersonName(name: string): boolean {
  return !new RegExp(NOT_IN_A_NAME.source, 'u').test(name)
}

/** The consent name, patient's and guest's (docs/rules/identity.md#validation), with ADR 53's characters: cut to 49. */
export function cleanConsentName(raw: string): string {
  return cleanName(raw, CONSENT_NAME_MAX)
}

/** The sign-up names (docs/rules/identity.md#validation), with ADR 53's characters; the length is checked, not cut. */
export function cleanPersonName(raw: string): string {
  return cleanName(raw)
}

/** The sign-up e-mail (docs/rules/identity.md#validation): lower-cased, symbols an address cannot hold stripped. */
export function cleanEmail(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.@_+-]/g, '')
}
