import { EMAIL_MAX, NAME_MAX } from '../identity/limits'

/**
 * The invitation form's limits (docs/helpers.md#the-patients-screen), apart from its zod schema so
 * the page sets `maxLength` and `required` without shipping zod (ADR 7): the name as long as a
 * registered patient's, the mobile or e-mail as long as an e-mail address may be.
 */
export const inviteConstraint = {
  helperName: { required: true, maxLength: NAME_MAX },
  contact: { required: true, maxLength: EMAIL_MAX },
  relationship: { required: true },
}

/** The year of birth a helper confirms: four digits. */
export const yearConstraint = { yearOfBirth: { required: true, maxLength: 4, minLength: 4, pattern: '[0-9]{4}' } }
