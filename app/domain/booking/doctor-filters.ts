import { GENDERS } from '../common/genders'
/**
 * The doctor list's filters and sorts (docs/rules/booking.md#states): AND across groups, OR within a group; an empty
 * group does not filter. The state lives in the URL (one GET form), so it is parsed from search params here
 * and unknown values are ignored rather than rejected.
 */

/** What the filters need to know about a doctor (a subset of the doctor service client's Doctor). */
export type FilterableDoctor = {
  id: number
  firstName: string
  gender: string
  experienceYears: number
  slotDurations: number[]
  specialities: string[]
  languages: string[]
  conditions: { id: number; name: string }[]
}

export const EXPERIENCE_BANDS = [
  { value: '0-5', min: 0, max: 5 },
  { value: '6-10', min: 6, max: 10 },
  { value: '11-15', min: 11, max: 15 },
  { value: '16+', min: 16, max: Infinity },
] as const
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['value']

export const SLOT_DURATIONS = [15, 30, 45, 60] as const
export const SORTS = ['date', 'recent', 'asc', 'desc'] as const
export type DoctorSort = (typeof SORTS)[number]

export type DoctorFilters = {
  experience: ExperienceBand[]
  durations: number[]
  genders: string[]
  specialities: string[]
  languages: string[]
  conditions: number[]
  sort: DoctorSort
}

/** URL parameter names, shared by the form and the parser. */
export const FILTER_PARAMS = {
  experience: 'experience',
  durations: 'duration',
  genders: 'gender',
  specialities: 'speciality',
  languages: 'language',
  conditions: 'condition',
  sort: 'sort',
} as const

const unique = <T>(values: T[]) => [...new Set(values)]

export function parseDoctorFilters(params: URLSearchParams): DoctorFilters {
  const all = (key: string) => params.getAll(key).filter(Boolean)
  const bands: readonly string[] = EXPERIENCE_BANDS.map((b) => b.value)
  const sort = params.get(FILTER_PARAMS.sort)
  return {
    experience: unique(all(FILTER_PARAMS.experience).filter((v): v is ExperienceBand => bands.includes(v))),
    durations: unique(all(FILTER_PARAMS.durations).map(Number)).filter((n) =>
      (SLOT_DURATIONS as readonly number[]).includes(n),
    ),
    genders: unique(all(FILTER_PARAMS.genders).filter((g) => (GENDERS as readonly string[]).includes(g))),
    specialities: unique(all(FILTER_PARAMS.specialities)),
    languages: unique(all(FILTER_PARAMS.languages)),
    conditions: unique(all(FILTER_PARAMS.conditions).map(Number)).filter((n) => Number.isInteger(n) && n > 0),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as DoctorSort) : 'date',
  }
}

/** How many filter choices are active (the sort is not a filter). */
export function activeFilterCount(f: DoctorFilters): number {
  return (
    f.experience.length +
    f.durations.length +
    f.genders.length +
    f.specialities.length +
    f.languages.length +
    f.conditions.length
  )
}

const inBand = (years: number, band: ExperienceBand) => {
  const b = EXPERIENCE_BANDS.find((x) => x.value === band)!
  return years >= b.min && years <= b.max
}

/** Whether a doctor matches one choice of each group. */
const MATCHES: { [G in FilterGroup]: (d: FilterableDoctor, choice: DoctorFilters[G][number]) => boolean } = {
  experience: (d, band) => inBand(d.experienceYears, band),
  durations: (d, minutes) => d.slotDurations.includes(minutes),
  genders: (d, gender) => d.gender.toUpperCase() === gender,
  specialities: (d, title) => d.specialities.includes(title),
  languages: (d, name) => d.languages.includes(name),
  conditions: (d, id) => d.conditions.some((c) => c.id === id),
}

/** One group: passes when nothing is chosen in it, or the doctor matches any choice (OR within). */
const inGroup = <G extends FilterGroup>(d: FilterableDoctor, g: G, chosen: DoctorFilters[G]) =>
  chosen.length === 0 || (chosen as DoctorFilters[G][number][]).some((choice) => MATCHES[g](d, choice))

export function matchesFilters(d: FilterableDoctor, f: DoctorFilters): boolean {
  return (
    inGroup(d, 'experience', f.experience) &&
    inGroup(d, 'durations', f.durations) &&
    inGroup(d, 'genders', f.genders) &&
    inGroup(d, 'specialities', f.specialities) &&
    inGroup(d, 'languages', f.languages) &&
    inGroup(d, 'conditions', f.conditions)
  )
}

const names = new Intl.Collator('en', { sensitivity: 'base' })

/** Date keeps the service's order; Recently added is id descending; Ascending/Descending by first name. */
export function sortDoctors<D extends FilterableDoctor>(doctors: D[], sort: DoctorSort): D[] {
  const list = [...doctors]
  const byName = (a: D, b: D) => names.compare(a.firstName, b.firstName)
  if (sort === 'recent') list.sort((a, b) => b.id - a.id)
  if (sort === 'asc') list.sort(byName)
  if (sort === 'desc') list.sort((a, b) => byName(b, a))
  return list
}

/** The filter groups (everything in DoctorFilters but the sort). */
export type FilterGroup = Exclude<keyof DoctorFilters, 'sort'>
export type ChoiceCounts = Record<FilterGroup, Record<string, number>>

/**
 * How many doctors each filter choice would list: the doctors that pass every other group's choices and
 * match this one (the usual faceted count, so a number never promises what a click then hides). Keyed by
 * the choice's URL value.
 */
export function choiceCounts(
  doctors: FilterableDoctor[],
  f: DoctorFilters,
  choices: { [G in FilterGroup]: DoctorFilters[G] },
): ChoiceCounts {
  // the choice's own test on the pool, not the whole filter set: at 2,000 doctors this is most of the page's time
  const count = <G extends FilterGroup>(g: G): Record<string, number> => {
    const pool = doctors.filter((d) => matchesFilters(d, { ...f, [g]: [] }))
    const all = choices[g] as DoctorFilters[G][number][]
    return Object.fromEntries(all.map((choice) => [String(choice), pool.filter((d) => MATCHES[g](d, choice)).length]))
  }
  return {
    experience: count('experience'),
    durations: count('durations'),
    genders: count('genders'),
    specialities: count('specialities'),
    languages: count('languages'),
    conditions: count('conditions'),
  }
}

export function applyDoctorFilters<D extends FilterableDoctor>(doctors: D[], f: DoctorFilters): D[] {
  return sortDoctors(
    doctors.filter((d) => matchesFilters(d, f)),
    f.sort,
  )
}

/**
 * The Recently Booked strip (docs/rules/booking.md#states): one entry per doctor, newest appointment first, only doctors
 * who offer the chosen care service.
 */
export function recentlyBooked<D extends { id: number; appointmentId: number; careServiceIds: number[] }>(
  booked: D[],
  careServiceId: number,
): D[] {
  const newestFirst = [...booked].sort((a, b) => b.appointmentId - a.appointmentId)
  const seen = new Set<number>()
  return newestFirst.filter((d) => {
    if (seen.has(d.id) || !d.careServiceIds.includes(careServiceId)) return false
    seen.add(d.id)
    return true
  })
}
