import { parseWithZod, type SubmissionResult } from '@conform-to/zod'
import { json, type SerializeFrom } from '@remix-run/node'
import { checkCode, isMobileNumber, sendCode, verifying, type Verifying } from '~/areas/profile.server'
import { clampPage, pageOf } from '~/domain/common/paging'
import { consultationModes, displayDate, profileBasePath, profileUpdateErrorText } from '~/domain/profile/rules'
import { profileDraftSchema, profileSchema } from '~/domain/profile/schemas'
import { DOCUMENT_TYPES, documentPageKey, type DocumentType } from '~/domain/profile/uploads'
import { getCities, getLanguages, getStates } from '~/services/config.server'
import { getCareServices } from '~/services/hospital.server'
import {
  getMailingAddress,
  getPatientProfile,
  getProfilePhoto,
  listPatientDocuments,
  updatePatientProfile,
  type PatientDocument,
} from '~/services/patient.server'
import { requireActivePatient } from '~/utils/guard.server'
import type { Locale } from '~/utils/locale'
import { localeOf } from '~/utils/locale.server'
import { optional } from '~/utils/optional-call.server'
import { ServiceError } from '~/utils/service-error'
import { redirectWithAlert, type SignedInPatient } from '~/utils/session.server'
import { textsFor, textsOf } from '~/utils/texts.server'

/**
 * The profile page's server side (docs/rules/profile.md#screens): what the loader shows and what the
 * action does with the form. Kept out of the route so the page imports one server module, and
 * zod and Conform stay off the page (ADR 7).
 */

/** What the page shows in the patient's language (ADR 56): the loader sends them with its data. */
const pageTexts = (locale: Locale) => ({
  title: textsOf(locale, 'pageTitles').profile,
  texts: textsFor(
    locale,
    'ProfilePageText',
    'ProfileLabel',
    'ProfileLegend',
    'profileMessages',
    'profileDocumentTitles',
    'profileGenders',
    'profileScreens',
  ),
})

export async function loadProfile(request: Request) {
  const patient = await requireActivePatient(request)
  const locale = localeOf(request)
  const url = new URL(request.url)
  const editing = url.searchParams.has('edit')
  const [profile, states, languages, careServices, address, photo, ...documents] = await Promise.all([
    optional(getPatientProfile(patient)),
    optional(getStates(patient.token)),
    optional(getLanguages(patient)),
    optional(getCareServices(patient)),
    getMailingAddress(patient).catch((error: unknown) => {
      if (!(error instanceof ServiceError)) throw error
      // docs/rules/profile.md#errors: a 409 on the address shows the services' errorMessage
      return {
        conflict: error.status === 409 ? (error.serverText ?? textsOf(locale, 'ProfilePageText').loadFailed) : null,
      }
    }),
    optional(hasPhoto(patient)),
    ...DOCUMENT_TYPES.map((type) => optional(listPatientDocuments(patient, type))),
  ])
  if (!profile) return json({ loadFailed: true as const, base: profileBasePath(request.url), ...pageTexts(locale) })
  const mailing = address && !('conflict' in address) ? address : null
  const state = mailing?.state ?? profile.state ?? ''
  const cities = await citiesOf(patient.token, states, state)
  const modes = consultationModes(careServices ?? [])
  const chosenCare = (profile.patientCareServices ?? []).map((s) => s.careService.id)
  const documentPages = DOCUMENT_TYPES.map((type, i) =>
    documentPage(documents[i] ?? null, url.searchParams.get(documentPageKey(type))),
  )
  return json({
    loadFailed: false as const,
    ...pageTexts(locale),
    // edit mode is a page of its own to the patient (a pushed URL): its own title says so
    ...(editing ? { title: textsOf(locale, 'pageTitles').editProfile } : {}),
    base: profileBasePath(request.url),
    editing,
    profile: {
      firstName: profile.firstName,
      middleName: profile.middleName ?? '',
      lastName: profile.lastName,
      gender: profile.gender ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      state,
      city: mailing?.city ?? profile.city ?? '',
      pinCode: mailing?.pinCode ?? profile.pinCode ?? '',
      address: mailing?.buildingName ?? profile.buildingName ?? '',
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
      verificationStatus: profile.verificationStatus ?? null,
      education: profile.education ?? '',
      occupation: profile.occupation ?? '',
      medicalHistory: profile.medicalHistory ?? '',
      medicalInformation: profile.medicalInformation ?? '',
      therapy: profile.therapy ?? '',
      // formatted here, so the page shows what the server rendered (its Intl), not the browser's
      shownDateOfBirth: displayDate(profile.dateOfBirth, locale),
      languages: (profile.patientPreferredLanguagesDTOs ?? []).map((l) => l.name),
      physical: modes.physical ? chosenCare.includes(modes.physical.id) : false,
      online: modes.online ? chosenCare.includes(modes.online.id) : false,
    },
    addressConflict: address && 'conflict' in address ? address.conflict : null,
    // failed lookups leave their lists empty: say so, so an empty list doesn't read as no choices
    choicesFailed: !states || !languages || !careServices,
    states: (states ?? []).map((s) => s.name),
    cities: (cities ?? []).map((c) => c.name),
    languages: languages ?? [],
    modes: { physical: !!modes.physical, online: !!modes.online },
    hasPhoto: photo ?? false,
    documents: Object.fromEntries(DOCUMENT_TYPES.map((type, i) => [type, documentPages[i] ?? null])) as Record<
      DocumentType,
      DocumentPage | null
    >,
    // what a list that could not be loaded says (the error page's text; only when one failed)
    documentsFailed: documentPages.includes(null) ? textsOf(locale, 'errorPageMessages').unexpected : null,
  })
}

type DocumentPage = { items: PatientDocument[]; page: number; last: number }

/** One type's documents, 10 a page (`?<type>-page=`), so the profile stays the same size however many there are. */
function documentPage(all: PatientDocument[] | null, requested: string | null): DocumentPage | null {
  if (!all) return null
  const { page, last } = clampPage(requested, all.length)
  return { items: pageOf(all, page), page, last }
}

/** The loaded page, as the components beside the route get it. */
export type LoadedProfile = Extract<SerializeFrom<typeof loadProfile>, { loadFailed: false }>

async function hasPhoto(patient: SignedInPatient) {
  try {
    const response = await getProfilePhoto(patient)
    // only whether there is one matters; not awaited: a body that never ends must not hold the page
    response.body?.cancel().catch(() => undefined)
    return true
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return false
    throw error
  }
}

/** The one-time code is never sent back to the page. */
const HIDDEN = { hideFields: ['otp'] }

/**
 * The edit form's post: a save, or a step that keeps the form as typed (the cities of another
 * state, the verify dialog of ADR 36). Every intent posts the whole form.
 */
export async function answerProfileForm(request: Request, clientAddress: string) {
  const patient = await requireActivePatient(request)
  const locale = localeOf(request)
  const notices = textsOf(locale, 'profileNotices')
  const formData = await request.formData()
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
      const sent = await sendCode(patient, phoneNumber, locale)
      if (!sent.ok) return draftReply(patient, reply({ formErrors: [sent.error] }), state)
      return draftReply(patient, reply(), state, { verifying: sent.verifying })
    }
    case 'check-otp': {
      // VERIFY in the dialog: the services then hold the typed number as the patient's, verified.
      const dialog = verifying(phoneNumber, otpSent ?? Date.now())
      const checked = await checkCode(patient, clientAddress, phoneNumber, otp, locale)
      if (!checked.ok)
        return draftReply(patient, reply(), state, { verifying: dialog, otpError: checked.error }, checked.status)
      return draftReply(patient, reply(), state, { notice: notices.otpVerified })
    }
    default: {
      const refused = await save(patient, formData, reply, locale)
      if (refused) return draftReply(patient, refused, state)
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
  step: { verifying?: Verifying; otpError?: string; notice?: string } = {},
  status = 200,
) {
  const states = state ? await optional(getStates(patient.token)) : null
  const cities = await citiesOf(patient.token, states, state)
  return json({ ...reply, cities: cities?.map((c) => c.name), ...step }, { status: reply.error ? 400 : status })
}

/** The cities of the state named `state` (the form and the services speak in names), or null. */
async function citiesOf(token: string, states: { id: number; name: string }[] | null, state: string) {
  const id = states?.find((s) => s.name === state)?.id
  return id ? optional(getCities(token, id)) : null
}

/**
 * A save: the saved profile first (its e-mail is the one checked), then the form, then the update.
 * Answers null when saved, else the reply of the refusal (`refusal` before the form is read).
 */
async function save(
  patient: SignedInPatient,
  formData: FormData,
  refusal: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
  locale: Locale,
): Promise<SubmissionResult<string[]> | null> {
  const unexpected = textsOf(locale, 'errorPageMessages').unexpected
  let saved
  try {
    saved = await getPatientProfile(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refusal({ formErrors: profileUpdateErrorText(error, unexpected) })
  }
  const submission = parseWithZod(formData, { schema: profileSchema(saved.email, textsOf(locale, 'profileNotices')) })
  if (submission.status !== 'success') return submission.reply(HIDDEN)
  const form = submission.value
  const careServices = await optional(getCareServices(patient))
  const modes = consultationModes(careServices ?? [])
  const modeIds = [modes.physical?.id, modes.online?.id]
  const kept = (saved.patientCareServices ?? []).map((s) => s.careService).filter((s) => !modeIds.includes(s.id))
  const chosen = [form.physical ? modes.physical : null, form.online ? modes.online : null].filter(
    (s): s is { id: number; title: string } => s !== null,
  )
  try {
    await updatePatientProfile(patient, {
      firstName: form.firstName,
      middleName: form.middleName,
      lastName: form.lastName,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth,
      email: saved.email,
      phoneNumber: form.phoneNumber,
      verificationStatus: saved.verificationStatus ?? null,
      occupation: form.occupation,
      education: form.education,
      medicalHistory: form.medicalHistory,
      medicalInformation: form.medicalInformation,
      therapy: form.therapy,
      medicalRecordNumber: saved.medicalRecordNumber ?? null,
      houseNumber: saved.houseNumber ?? '',
      buildingName: form.address,
      streetName: saved.streetName ?? '',
      city: form.city,
      state: form.state,
      pinCode: form.pinCode,
      hospitalId: saved.hospital?.id ?? patient.hospitalId,
      languages: form.languages,
      careServices: careServices ? [...kept, ...chosen] : (saved.patientCareServices ?? []).map((s) => s.careService),
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return submission.reply({ ...HIDDEN, formErrors: profileUpdateErrorText(error, unexpected) })
  }
  return null
}
