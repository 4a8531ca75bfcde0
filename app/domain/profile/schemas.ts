import { z } from 'zod'
import { fill, type English } from '~/utils/language/texts'
import { cleanName } from '../common/name-cleaning'
import { ADDRESS_MAX, FREE_TEXT_FIELDS, FREE_TEXT_MAX, MOBILE_DIGITS, NAME_MAX, PINCODE_MAX } from './limits'
import { cleanFreeText, cleanMobile, profileProblems, validBirthDate, type ProfileForm } from './rules'

/**
 * The profile form as the action reads it, with parseWithZod (ADR 7). Conform hands an empty
 * field over as absent, so every text reads as ''. No field is refused on its own: the rules are
 * `profileProblems`, run on the cleaned form, so the messages and their order stay those of
 * docs/rules/profile.md#validation.
 */
const typed = z
  .string()
  .optional()
  .transform((value) => value ?? '')
const trimmed = typed.transform((value) => value.trim())
const freeText = typed.transform(cleanFreeText)
/** Names in any script, by the portal's one rule (ADR 53). */
const name = typed.transform((value) => cleanName(value))
const ticked = z
  .string()
  .optional()
  .transform((value) => value === 'on')

const profileFields = z.object({
  firstName: name,
  middleName: name,
  lastName: name,
  gender: typed,
  dateOfBirth: typed.transform((value) => validBirthDate(value) ?? ''),
  state: typed,
  city: typed,
  pinCode: trimmed,
  address: trimmed.transform((value) => value.slice(0, ADDRESS_MAX)),
  phoneNumber: typed.transform(cleanMobile),
  education: freeText,
  occupation: freeText,
  medicalHistory: freeText,
  medicalInformation: freeText,
  therapy: freeText,
  physical: ticked,
  online: ticked,
  languages: z.array(z.string()),
})

/**
 * Each text field's cap on what arrives, before any cleaning or rule reads it (ADR 77): far above
 * what a person types (the rules keep their own messages for that), so a value that only an attack
 * sends is refused without a pattern ever running over it.
 */
const RAW_CAPS: Record<string, number> = {
  firstName: NAME_MAX * 4,
  middleName: NAME_MAX * 4,
  lastName: NAME_MAX * 4,
  gender: 40,
  dateOfBirth: 40,
  state: 200,
  city: 200,
  pinCode: PINCODE_MAX * 4,
  address: ADDRESS_MAX * 4,
  phoneNumber: MOBILE_DIGITS * 4,
  ...Object.fromEntries(FREE_TEXT_FIELDS.map((field) => [field, FREE_TEXT_MAX * 4])),
}

function rawCaps(tooLong: string) {
  return z
    .object(
      Object.fromEntries(
        Object.entries(RAW_CAPS).map(([field, max]) => [field, z.string().max(max, fill(tooLong, { max })).optional()]),
      ),
    )
    .passthrough()
}

/**
 * A save: the form cleaned and checked, with the messages in the page's language. The e-mail is
 * read-only, so it is not read from the form: `savedEmail`, the one the services hold, is the one
 * checked and sent.
 */
export function profileSchema(savedEmail: string, notices: English['profileActionMessages']) {
  // a pipe: past a cap, nothing of the form is cleaned or checked
  return rawCaps(notices.fieldTooLong).pipe(
    profileFields
      .transform((form): ProfileForm => ({ ...form, email: savedEmail }))
      .superRefine((form, ctx) => {
        for (const problem of profileProblems(form, notices)) {
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
        }
      }),
  )
}

/**
 * What every answer reads first: the intent (none is a save) and, for the answers that are not a
 * save, the typed state (its cities come back), the number to verify, and the code with the time it
 * was sent (ADR 36). Nothing here refuses.
 */
export const profileDraftSchema = z.object({
  intent: typed,
  state: typed,
  phoneNumber: typed,
  otp: trimmed,
  otpSent: typed.transform((value) => {
    const sent = Number(value)
    return Number.isFinite(sent) && sent > 0 ? sent : null
  }),
})
