import { z } from 'zod'
import { identityMessages } from '~/messages/identity'
import { videoMessages } from '~/messages/video-call'
import { cleanConsentName } from '../common/name-cleaning'
import { RELATIONSHIPS } from '../identity/limits'
import {
  cleanAge,
  cleanExternalName,
  cleanGuestName,
  EXTERNAL_NAME_MIN,
  externalContact,
  GUEST_CODE_LENGTH,
} from './call'

/** The call pages' forms, checked by the actions only (ADR 7); the messages are the spec's. */
const text = videoMessages

/** One message per name: missing, else too short. */
const named = (required: string, short: string) =>
  z.string().superRefine((value, ctx) => {
    const length = value.trim().length
    if (length === 0) ctx.addIssue({ code: 'custom', message: required })
    else if (length < EXTERNAL_NAME_MIN) ctx.addIssue({ code: 'custom', message: short })
  })

/** Add person (spec 2 section 5): name cleaned, then an e-mail address or 10 digits. */
export const addPersonSchema = z.object({
  name: z
    .string({ required_error: text.nameRequired })
    .transform(cleanExternalName)
    .pipe(named(text.nameRequired, text.nameShort)),
  contact: z.string({ required_error: text.contactInvalid }).transform((raw, ctx) => {
    const contact = externalContact(raw)
    if ('problem' in contact) {
      ctx.addIssue({ code: 'custom', message: contact.problem })
      return z.NEVER
    }
    return contact
  }),
})

/** Guest verify (spec 3 section 5): the name, and a six-digit code. */
export const guestVerifySchema = z.object({
  name: z
    .string({ required_error: text.guest.nameRequired })
    .transform(cleanGuestName)
    .pipe(named(text.guest.nameRequired, text.guest.nameShort)),
  code: z
    .string({ required_error: text.guest.codeInvalid })
    .trim()
    .regex(new RegExp(`^[0-9]{${GUEST_CODE_LENGTH}}$`), text.guest.codeInvalid),
})

/** Guest consent (spec 3 section 5): name as the patient consent's, age, relationship, the ticked box. */
export const guestConsentSchema = z.object({
  name: z
    .string({ required_error: identityMessages.consent.nameRequired })
    .transform(cleanConsentName)
    .pipe(named(identityMessages.consent.nameRequired, identityMessages.consent.nameLength)),
  age: z
    .string({ required_error: text.guest.ageRequired })
    .transform(cleanAge)
    .pipe(z.string().min(1, text.guest.ageRequired).transform(Number)),
  relation: z.enum(RELATIONSHIPS, { errorMap: () => ({ message: identityMessages.consent.relationRequired }) }),
  agree: z.literal('on', { errorMap: () => ({ message: text.guest.agreeRequired }) }),
})
