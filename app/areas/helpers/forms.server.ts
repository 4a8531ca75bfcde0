import { z } from 'zod'
import { cappedText } from '~/domain/common/capped-text'
import { addDays } from '~/domain/common/days'
import { dayIn, formatDate } from '~/domain/common/format'
import { cleanName } from '~/domain/common/name-cleaning'
import { END_CHOICES, endOf, latestEnd, type EndProblem } from '~/domain/helpers/grant-end'
import { recoveryChannel } from '~/domain/identity/forgot-password-error'
import { EMAIL_MAX, NAME_MAX } from '~/domain/identity/limits'
import { helperScopes, relationships, type HelperInvite, type HelperScope } from '~/services/patient/helpers.server'
import type { Locale } from '~/utils/language/locale'
import { fill, type English } from '~/utils/language/texts'
import { getTimeZone } from '~/utils/request/time-zone.server'

/**
 * The /helpers forms' rules (docs/helpers.md#the-patients-screen): who is invited and how to reach
 * them, what they may do, and until when. Checked on the server whatever the browser sent (ADR 7);
 * the messages in the page's language.
 */
type Texts = English['helpersMessages']
/** The patient's today (YYYY-MM-DD) and the last day a grant may have, as the page writes dates. */
export type Days = { today: string; latest: string }

const isScope = (value: string): value is HelperScope => (helperScopes as readonly string[]).includes(value)

/**
 * The patient's today, the last day a grant starting today may have (as the page writes dates, for
 * the messages and the hint) and the date field's range.
 */
export function grantDays(request: Request, locale: Locale): Days & { range: { min: string; max: string } } {
  const today = dayIn(getTimeZone(request))
  const last = latestEnd(today)
  // a calendar day, written at its own noon in UTC so no zone moves it to the day before
  const latest = formatDate(locale, new Date(`${last}T12:00:00Z`), 'UTC')
  return { today, latest, range: { min: addDays(today, 1), max: last } }
}

/** A checkbox group sends one value, several, or none: always a list here. */
const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

function accessFields(m: Texts) {
  return {
    // one message for the group, whichever box was wrong: the page names the group, not a box
    scopes: z.preprocess(
      asList,
      z
        .array(z.string())
        .min(1, m.scopesRequired)
        .refine((list): list is HelperScope[] => list.every(isScope), m.scopesRequired),
    ),
    end: z.enum(END_CHOICES, { errorMap: () => ({ message: m.endRequired }) }),
    endDate: z.string().optional(),
  }
}

/** The end chosen as a day, or the date field's error. */
function withEnd<T extends { end: (typeof END_CHOICES)[number]; endDate?: string }>(days: Days, m: Texts) {
  const problems: Record<EndProblem, string> = {
    missing: m.endDateRequired,
    invalid: m.endDateInvalid,
    past: m.endDatePast,
    'too-far': fill(m.endDateTooFar, { date: days.latest }),
  }
  return (value: T, ctx: z.RefinementCtx) => {
    const end = endOf(value.end, value.endDate, days.today)
    if ('problem' in end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: problems[end.problem] })
      return z.NEVER
    }
    return end.endsAt
  }
}

/** The invitation: the helper's name and mobile or e-mail, the relationship, the scopes and the end. */
export function inviteSchema(days: Days, m: Texts) {
  return z
    .object({
      helperName: cappedText(NAME_MAX, m.nameTooLong, m.nameRequired)
        .transform((name) => cleanName(name))
        .pipe(z.string().min(1, m.nameRequired)),
      contact: cappedText(EMAIL_MAX, m.contactInvalid, m.contactRequired)
        .transform((contact) => contact.trim())
        .refine((contact) => recoveryChannel(contact) !== null, m.contactInvalid),
      relationship: z.enum(relationships, { errorMap: () => ({ message: m.relationshipRequired }) }),
      ...accessFields(m),
    })
    .transform((value, ctx): HelperInvite => {
      const endsAt = withEnd(days, m)(value, ctx)
      const channel = recoveryChannel(value.contact) === 'phone' ? 'mobile' : 'email'
      const { helperName, relationship, scopes } = value
      return { helperName, relationship, scopes, endsAt, [channel]: value.contact }
    })
}

/** A change of an existing grant: the scopes and the end again. */
export function changeSchema(days: Days, m: Texts) {
  return z
    .object(accessFields(m))
    .transform((value, ctx) => ({ scopes: value.scopes, endsAt: withEnd(days, m)(value, ctx) }))
}

/** The year of birth a helper confirms (the invitation page). */
export function yearSchema(thisYear: number, message: string) {
  return z.object({
    yearOfBirth: z
      .string({ required_error: message })
      .trim()
      .regex(/^\d{4}$/, message)
      .transform(Number)
      .refine((year) => year >= 1900 && year <= thisYear, message),
  })
}
