import { z } from 'zod'
import type { English } from '~/utils/language/texts'
import { cappedText } from '../common/capped-text'
import { RELATIONSHIPS } from '../common/consent'
import { GENDERS } from '../common/genders'
import { cleanConsentName, cleanEmail, cleanPersonName } from '../common/name-cleaning'
import { EMAIL_PATTERN, recoveryChannel } from './forgot-password-error'
import {
  DATE_LENGTH,
  EMAIL_MAX,
  MOBILE_LENGTH,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MIN,
  PASSWORD_RESET_MAX,
} from './limits'
import { newPasswordProblem } from './password-rules'

/**
 * The identity forms' rules (docs/rules/identity.md#validation), used by the actions only (ADR 7). Every field
 * is checked here whatever the browser sent; the messages are those of the rules, in the page's language:
 * each schema is built in the action from `textsOf(locale, 'identityMessages')` (ADR 56).
 */
type Texts = English['identityMessages']

const text = (required: string) => z.string({ required_error: required }).min(1, required)

const passwordPair = (pw: Texts['password']) => ({
  // length, whitespace and the rules are one check with one message (checkPair)
  newPassword: text(pw.mandatory),
  confirmPassword: text(pw.mandatory).max(PASSWORD_RESET_MAX, pw.tooLong),
})

const checkPair =
  (pw: Texts['password']) => (value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    const problem = newPasswordProblem(value.newPassword, pw)
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem })
    else if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: pw.mismatch })
    }
  }

/** /resetpassword: current, new and confirm. */
export const changePasswordSchema = ({ password: pw }: Texts) =>
  z
    .object({
      currentPassword: text(pw.mandatory).min(PASSWORD_MIN, pw.currentTooShort).max(PASSWORD_RESET_MAX, pw.tooLong),
      ...passwordPair(pw),
    })
    .superRefine(checkPair(pw))

/** The last forgot-password step: new and confirm. */
export const newPasswordSchema = ({ password: pw }: Texts) => z.object(passwordPair(pw)).superRefine(checkPair(pw))

/** /UserConsentForm: name (cleaned), relationship, the ticked box. */
export const consentSchema = ({ consent }: Texts) =>
  z.object({
    // the cap is the input's maxLength; the hospital's cleaning rule then cuts to 49 (docs/rules/identity.md)
    name: cappedText(NAME_MAX, consent.nameTooLong, consent.nameRequired)
      .transform(cleanConsentName)
      .pipe(
        z
          .string({ required_error: consent.nameRequired })
          .trim()
          .min(1, consent.nameRequired)
          .min(2, consent.nameLength),
      ),
    relation: z.enum(RELATIONSHIPS, { errorMap: () => ({ message: consent.relationRequired }) }),
    agree: z.literal('on', { errorMap: () => ({ message: consent.agreeRequired }) }),
  })

/** /register: basic info and contact; `today` (YYYY-MM-DD, the patient's day) bounds the date of birth. */
export function registerSchema(today: string, { register: reg }: Texts) {
  const personName = cappedText(NAME_MAX, reg.nameTooLong, reg.nameLength)
    .transform(cleanPersonName)
    .pipe(z.string({ required_error: reg.nameLength }).min(NAME_MIN, reg.nameLength).max(NAME_MAX, reg.nameTooLong))
  return z.object({
    firstName: personName,
    lastName: personName,
    dateOfBirth: cappedText(DATE_LENGTH, reg.dobRequired).pipe(
      z.string().superRefine((d, ctx) => {
        const valid = /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))
        if (!valid) ctx.addIssue({ code: 'custom', message: reg.dobRequired })
        else if (d > today) ctx.addIssue({ code: 'custom', message: reg.dobFuture })
      }),
    ),
    gender: z.enum(GENDERS, { errorMap: () => ({ message: reg.genderRequired }) }),
    // twice the input's maxLength: spaces and symbols the cleaning strips may come with a pasted address
    email: cappedText(EMAIL_MAX * 2, reg.email)
      .transform(cleanEmail)
      .pipe(z.string({ required_error: reg.email }).max(EMAIL_MAX, reg.email).regex(EMAIL_PATTERN, reg.email)),
    phoneNumber: cappedText(MOBILE_LENGTH, reg.mobile).pipe(
      z.string().regex(new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`), reg.mobile),
    ),
  })
}
export type Registration = z.output<ReturnType<typeof registerSchema>>

/** The first forgot-password step: an e-mail address or a 10-digit mobile number. */
export const recoverySchema = ({ forgot }: Texts) =>
  z.object({
    emailOrMobile: cappedText(EMAIL_MAX, forgot.inputTooLong, forgot.input)
      .trim()
      .pipe(z.string().refine((v) => recoveryChannel(v) !== null, forgot.input)),
  })

/** The one-time code: exactly six digits. */
export const otpSchema = ({ forgot }: Texts) =>
  z.object({
    otp: z
      .string({ required_error: forgot.otp })
      .trim()
      .max(OTP_LENGTH, forgot.otp)
      .pipe(z.string().regex(/^[0-9]{6}$/, forgot.otp)),
  })
