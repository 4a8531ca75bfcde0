import { json, type SerializeFrom } from '@remix-run/node'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { consultationModes, displayDate, profileBasePath } from '~/domain/profile/rules'
import { getCities, getLanguages, getStates } from '~/services/config.server'
import { getCareServices } from '~/services/hospital.server'
import { getProfilePhoto } from '~/services/patient/files.server'
import { getMailingAddress, getPatientProfile } from '~/services/patient/profile.server'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { Caller } from '~/utils/calls/service-request.server'
import { getEnv } from '~/utils/env.server'
import type { Locale } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { loadDocumentPages } from './document-pages.server'
import { loadHelperDocuments } from './helper-documents.server'

/**
 * The profile page's server side (docs/rules/profile.md#screens): what the loader shows. The
 * action's answer is profile-form.server.ts, its save save-profile.server.ts. Kept out of the route
 * so zod and Conform stay off the page (ADR 7).
 */

/** What the page shows in the patient's language (ADR 56): the loader sends them with its data. */
const pageTexts = (locale: Locale) => ({
  title: textsOf(locale, 'pageTitles').profile,
  texts: textsFor(
    locale,
    'profileScreen',
    'profileLabels',
    'profileLegends',
    'profileMessages',
    'profileDocumentTitles',
    'profileGenders',
    'photoScreen',
    'activityLink',
    'reminderPreferencesMessages',
    'helpersLink',
    'recordsLink',
    'securityLink',
  ),
  // the account security screen's link, unless the hospital turned two-step sign-in off
  twoStep: getEnv().TWO_STEP !== 'off',
})

export async function loadProfile(request: Request) {
  const patient = await requireActivePatient(request)
  // a helper (only one whose scopes open the page gets here) sees the documents alone
  if (patient.actor) return loadHelperDocuments(request, patient)
  const locale = localeOf(request)
  const url = new URL(request.url)
  const editing = url.searchParams.has('edit')
  const [profile, states, languages, careServices, address, photo, documents] = await Promise.all([
    optional(getPatientProfile(patient)),
    optional(getStates(patient)),
    optional(getLanguages(patient)),
    optional(getCareServices(patient)),
    getMailingAddress(patient).catch((error: unknown) => {
      if (!(error instanceof ServiceError)) throw error
      // docs/rules/profile.md#errors: a 409 on the address shows the services' errorMessage
      return {
        conflict: error.status === 409 ? (error.serverText ?? textsOf(locale, 'profileScreen').loadFailed) : null,
      }
    }),
    optional(hasPhoto(patient)),
    loadDocumentPages(patient, url, locale),
  ])
  if (!profile) return json({ loadFailed: true as const, base: profileBasePath(request.url), ...pageTexts(locale) })
  const mailing = address && !('conflict' in address) ? address : null
  const state = mailing?.state ?? profile.state ?? ''
  const cities = await citiesOf(patient, states, state)
  const modes = consultationModes(careServices ?? [])
  const chosenCare = (profile.patientCareServices ?? []).map((s) => s.careService.id)
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
    ...documents,
  })
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

/** The cities of the state named `state` (the form and the services speak in names), or null. */
export async function citiesOf(caller: Caller, states: { id: number; name: string }[] | null, state: string) {
  const id = states?.find((s) => s.name === state)?.id
  return id ? optional(getCities(caller, id)) : null
}
