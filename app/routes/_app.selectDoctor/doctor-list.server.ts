import { redirect, type SerializeFrom } from '@remix-run/node'
import { careChoiceFrom, chosenDay, recentDoctors } from '~/areas/booking.server'
import { requirePatient } from '~/areas/identity/guard.server'
import type { ConsultationMode } from '~/domain/booking/care-service'
import { formatFee } from '~/domain/booking/doctor-fee'
import {
  activeFilterCount,
  applyDoctorFilters,
  choiceCounts,
  EXPERIENCE_BANDS,
  parseDoctorFilters,
  SLOT_DURATIONS,
  type DoctorFilters,
} from '~/domain/booking/doctor-filters'
import { splitAbout } from '~/domain/booking/search'
import { doctorName } from '~/domain/common/doctor-name'
import { formatTime } from '~/domain/common/format'
import { GENDERS } from '~/domain/common/genders'
import { clampPage, pageOf } from '~/domain/common/paging'
import { getConditions, getLanguages } from '~/services/config.server'
import { getFreeSlots, listDoctorsCached, type Doctor } from '~/services/doctor.server'
import { getSpecialities } from '~/services/hospital.server'
import { callOutcome, optional } from '~/utils/calls/optional-call.server'
import { keptAnswers } from '~/utils/kept-answers'
import { localeOf } from '~/utils/language/locale.server'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { parseId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'

/**
 * Select Doctor's server side (docs/rules/booking.md#screens): the service's doctors for the day, filtered and sorted here as
 * the URL says, the recently booked ones, the filters' choices with how many doctors each lists, and the free
 * slots of the doctor whose slots are open. Kept out of the route so the page imports one server module.
 * The service answers every doctor of the day at once (kept for a minute, ADR 66); the page (and its loader
 * data) holds one page of 10 (`?page=`), so its size does not grow with the hospital.
 */
export async function loadDoctorList(request: Request) {
  const patient = await requirePatient(request)
  const params = new URL(request.url).searchParams
  const timeZone = getTimeZone(request)
  const locale = localeOf(request)
  const { range, day, today } = chosenDay(params, timeZone)
  const filters = parseDoctorFilters(params)
  const slotsFor = Number(params.get('slotsFor')) || null

  const [careLookup, specialities, languages, conditions] = await Promise.all([
    callOutcome(careChoiceFrom(patient, params)),
    optional(getSpecialities(patient)),
    optional(getLanguages(patient)),
    optional(getConditions(patient)),
  ])
  if (careLookup.ok && !careLookup.value) throw redirect(Path.careCategories)
  // the hospital service failed: the page still answers, with the doctors' part saying it could not load them
  const care = careLookup.ok ? careLookup.value : null

  const [doctors, recent, slots] = care
    ? await Promise.all([
        optional(listDoctorsCached(patient, { careServiceId: care.id, date: day, mode: care.consultationMode })),
        recentDoctors(patient, care),
        slotsFor
          ? optional(getFreeSlots(patient, { doctorId: slotsFor, day, timeZone, mode: care.consultationMode }))
          : null,
      ])
    : [null, null, null]

  const card = (d: Doctor, mode: ConsultationMode) => ({
    id: d.id,
    name: doctorName(d),
    hasPhoto: d.hasPhoto,
    specialities: d.specialities,
    experienceYears: d.experienceYears,
    languages: d.languages,
    fee: formatFee(d.fees, mode, locale),
    about: splitAbout(d.about),
  })

  const options = {
    specialities: specialities?.map((s) => s.title) ?? [],
    languages: languages ?? [],
    conditions: conditions ?? [],
  }
  const active = doctors?.filter((d) => !d.inactive) ?? null
  const found = active ? applyDoctorFilters(active, filters) : null
  const { page, last } = clampPage(params.get('page'), found?.length ?? 0)

  return {
    title: textsOf(locale, 'pageTitles').selectDoctor,
    texts: textsFor(locale, 'selectDoctorScreen', 'bookingSearchMessages', 'bookingStepsMessages'),
    care: { id: care?.id ?? parseId(params.get('careServiceId')) ?? 0, title: care?.title ?? null },
    day,
    isToday: day === today,
    range,
    filters,
    activeFilters: activeFilterCount(filters),
    options,
    // a failed lookup hides its filter group: say so, so it doesn't read as a hospital without them
    choicesFailed: !specialities || !languages || !conditions,
    counts: doctors
      ? countsOf(doctors, filters, {
          experience: EXPERIENCE_BANDS.map((b) => b.value),
          durations: [...SLOT_DURATIONS],
          genders: [...GENDERS],
          specialities: options.specialities,
          languages: options.languages,
          conditions: options.conditions.map((c) => c.id),
        })
      : null,
    recent,
    doctors: found && care ? pageOf(found, page).map((d) => card(d, care.consultationMode)) : null,
    total: found?.length ?? 0,
    page,
    last,
    openSlots: slotsFor
      ? {
          doctorId: slotsFor,
          slots:
            slots?.map((s) => ({ value: s.start, start: s.start, label: formatTime(locale, s.start, timeZone) })) ??
            null,
        }
      : null,
  }
}

type Choices = Parameters<typeof choiceCounts>[2]

/** Each kept doctor list's counts, by the filters and choices they were counted for (its most recent 64). */
const countsByList = new WeakMap<Doctor[], (asked: [DoctorFilters, Choices]) => ReturnType<typeof choiceCounts>>()

/**
 * The filter choices' counts (`choiceCounts`) of the active doctors of `doctors`. A kept list (ADR 66) is the same
 * object on every page until it expires, so its counts are counted once per filters and choices, not on every page.
 */
function countsOf(doctors: Doctor[], filters: DoctorFilters, choices: Choices) {
  let counts = countsByList.get(doctors)
  if (!counts) {
    const active = doctors.filter((d) => !d.inactive)
    counts = keptAnswers(
      ([f, c]) => choiceCounts(active, f, c),
      64,
      (asked) => JSON.stringify(asked),
    )
    countsByList.set(doctors, counts)
  }
  return counts([filters, choices])
}

/** The page's data, as the components beside the route get it. */
export type DoctorList = SerializeFrom<typeof loadDoctorList>
export type DoctorCardData = NonNullable<DoctorList['doctors']>[number]
