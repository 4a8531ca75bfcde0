import { z } from 'zod'
import type { English } from '~/utils/texts'
import { cleanName } from '../common/name-cleaning'
import { ADDRESS_MAX } from './limits'
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
 * A save: the form cleaned and checked, with the messages in the page's language. The e-mail is
 * read-only, so it is not read from the form: `savedEmail`, the one the services hold, is the one
 * checked and sent.
 */
export function profileSchema(savedEmail: string, notices: English['profileNotices']) {
  return profileFields
    .transform((form): ProfileForm => ({ ...form, email: savedEmail }))
    .superRefine((form, ctx) => {
      for (const problem of profileProblems(form, notices)) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
      }
    })
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
