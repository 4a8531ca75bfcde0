import { z } from 'zod'
import type { English, Translation } from '~/utils/language/texts'
import { cappedText } from '../common/capped-text'
import { RELATIONSHIPS } from '../common/consent'
import { cleanConsentName } from '../common/name-cleaning'
import {
  cleanAge,
  cleanExternalName,
  cleanGuestName,
  EXTERNAL_CONTACT_MAX,
  EXTERNAL_NAME_MAX,
  EXTERNAL_NAME_MIN,
  externalContact,
  GUEST_CODE_LENGTH,
  GUEST_NAME_MAX,
  type VideoTexts,
} from './call'

/**
 * The call pages' forms, checked by the actions only (ADR 7); the messages are those of the rules, in the
 * page's language: each schema is built by its action with the request's texts (ADR 56).
 */
type GuestTexts = Translation<English['guestMessages']>

/**
 * One message per name: missing, else too short. The form parser turns a name of spaces into no
 * value before this runs, so the missing-value message is needed here too (not zod's 'Required').
 */
const named = (required: string, short: string) =>
  z.string({ required_error: required }).superRefine((value, ctx) => {
    const length = value.trim().length
    if (length === 0) ctx.addIssue({ code: 'custom', message: required })
    else if (length < EXTERNAL_NAME_MIN) ctx.addIssue({ code: 'custom', message: short })
  })

/** Add person (docs/rules/video-call.md#validation): name cleaned, then an e-mail address or 10 digits. */
export const addPersonSchema = (text: VideoTexts) =>
  z.object({
    name: cappedText(EXTERNAL_NAME_MAX, text.nameTooLong, text.nameRequired)
      .transform(cleanExternalName)
      .pipe(named(text.nameRequired, text.nameShort)),
    contact: cappedText(EXTERNAL_CONTACT_MAX, text.contactTooLong, text.contactInvalid).pipe(
      z.string().transform((raw, ctx) => {
        const contact = externalContact(text, raw)
        if ('problem' in contact) {
          ctx.addIssue({ code: 'custom', message: contact.problem })
          return z.NEVER
        }
        return contact
      }),
    ),
  })

/** A guest's name field: capped at its input's maxLength, cleaned as its form says, then required and long enough. */
const nameField = (clean: (name: string) => string, text: GuestTexts, required: string) =>
  cappedText(GUEST_NAME_MAX, text.nameTooLong, required).transform(clean).pipe(named(required, text.nameShort))

/** Guest verify (docs/rules/guest-call.md#validation): the name, and a six-digit code. */
export const guestVerifySchema = (text: GuestTexts) =>
  z.object({
    name: nameField(cleanGuestName, text, text.nameRequired),
    code: z
      .string({ required_error: text.codeInvalid })
      .trim()
      .regex(new RegExp(`^[0-9]{${GUEST_CODE_LENGTH}}$`), text.codeInvalid),
  })

/** Guest consent (docs/rules/guest-call.md#validation): name as the patient consent's, age, relationship, the ticked box. */
export const guestConsentSchema = (text: GuestTexts) =>
  z.object({
    name: nameField(cleanConsentName, text, text.consentNameRequired),
    age: z
      .string({ required_error: text.ageRequired })
      .transform(cleanAge)
      .pipe(z.string().min(1, text.ageRequired).transform(Number)),
    relation: z.enum(RELATIONSHIPS, { errorMap: () => ({ message: text.relationRequired }) }),
    agree: z.literal('on', { errorMap: () => ({ message: text.agreeRequired }) }),
  })
