import { parseWithZod, type SubmissionResult } from '@conform-to/zod'
import { json } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { checkCode, isMobileNumber, sendCode, verifying, type Verifying } from '~/areas/profile.server'
import { mobileChangeRefusal, passwordAsked } from '~/areas/security/mobile-change.server'
import { tellPatient } from '~/areas/security/tell-patient.server'
import { verifiedMobileOf } from '~/areas/security.server'
import { profileBasePath } from '~/domain/profile/rules'
import { profileDraftSchema } from '~/domain/profile/schemas'
import { phoneEnding } from '~/domain/security/methods'
import { getStates } from '~/services/config.server'
import { optional } from '~/utils/calls/optional-call.server'
import { localeOf } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { citiesOf } from './profile.server'
import { HIDDEN, save } from './save-profile.server'

/**
 * The edit form's post: a save, or a step that keeps the form as typed (the cities of another
 * state, the verify dialog of ADR 36). Every intent posts the whole form.
 */
export async function answerProfileForm(request: Request, clientAddress: string) {
  const patient = await requireActivePatient(request)
  const locale = localeOf(request)
  const notices = textsOf(locale, 'profileActionMessages')
  const formData = await readForm(request)
  const draft = parseWithZod(formData, { schema: profileDraftSchema })
  if (draft.status !== 'success') return draftReply(patient, draft.reply(HIDDEN), '')
  const { intent, state, phoneNumber, otp, otpSent } = draft.value
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    draft.reply({ ...HIDDEN, ...options })
  switch (intent) {
    case 'cities':
    case 'keep':
      return draftReply(patient, reply(), state)
    case 'verify':
    case 'resend-otp': {
      // Verify and Resend: a 10-digit number gets a code by SMS, and the dialog asks for it.
      if (!isMobileNumber(phoneNumber))
        return draftReply(patient, reply({ fieldErrors: { phoneNumber: [notices.invalidMobile] } }), state)
      const sent = await sendCode(patient, phoneNumber, locale, await passwordAsked(request))
      if (!sent.ok) return draftReply(patient, reply({ formErrors: [sent.error] }), state)
      return draftReply(patient, reply(), state, { verifying: sent.verifying })
    }
    case 'check-otp': {
      // VERIFY in the dialog: the services then hold the typed number as the patient's, verified.
      const asked = await passwordAsked(request)
      const dialog = verifying(phoneNumber, otpSent ?? Date.now(), asked)
      const password = String(formData.get('password') ?? '')
      const refused = await mobileChangeRefusal(asked, patient, password, clientAddress, locale)
      if (refused)
        return draftReply(patient, reply(), state, { verifying: dialog, passwordError: refused.error }, refused.status)
      const before = await verifiedMobileOf(patient)
      const checked = await checkCode(patient, clientAddress, phoneNumber, otp, locale)
      if (!checked.ok)
        return draftReply(patient, reply(), state, { verifying: dialog, otpError: checked.error }, checked.status)
      await recordActivity(patient.patientId, 'mobileVerified', request)
      // a verified mobile replaced: the patient is told outside this browser, naming both numbers' ends
      if (before && before !== phoneNumber)
        await tellPatient(patient, (alerts) =>
          fill(alerts.mobileChanged, { old: phoneEnding(before), phone: phoneEnding(phoneNumber) }),
        )
      return draftReply(patient, reply(), state, { notice: notices.otpVerified })
    }
    default: {
      const refused = await save(patient, formData, reply, locale)
      if (refused) return draftReply(patient, refused, state)
      await recordActivity(patient.patientId, 'profileSaved', request)
      return redirectWithAlert(request, `/${profileBasePath(request.url)}`, {
        type: 'success',
        message: notices.updated,
      })
    }
  }
}

/**
 * Every answer that is not a save's success: Conform's reply (the form as typed, and the errors),
 * the cities of the typed state, and what the step adds (the verification dialog, an error).
 * Nothing typed is lost on the way.
 */
async function draftReply(
  patient: SignedInPatient,
  reply: SubmissionResult<string[]>,
  state: string,
  step: { verifying?: Verifying; otpError?: string; passwordError?: string; notice?: string } = {},
  status = 200,
) {
  const states = state ? await optional(getStates(patient)) : null
  const cities = await citiesOf(patient, states, state)
  return json({ ...reply, cities: cities?.map((c) => c.name), ...step }, { status: reply.error ? 400 : status })
}
