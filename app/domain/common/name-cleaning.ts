import { CONSENT_NAME_MAX } from '../identity/limits'

/** Spec 1 section 5, consent name: spaces collapsed, only letters, digits and spaces, cut to 49. */
export function cleanConsentName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trimStart()
    .slice(0, CONSENT_NAME_MAX)
}

/** Spec 1 section 5, sign-up names: non-word characters stripped. */
export function cleanPersonName(raw: string): string {
  return raw.replace(/\W/g, '')
}

/** Spec 1 section 5, sign-up e-mail: lower-cased, symbols an address cannot hold stripped. */
export function cleanEmail(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.@_+-]/g, '')
}
