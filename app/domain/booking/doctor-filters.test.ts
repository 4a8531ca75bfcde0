import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  applyDoctorFilters,
  choiceCounts,
  matchesFilters,
  parseDoctorFilters,
  recentlyBooked,
  sortDoctors,
  type DoctorFilters,
  type FilterableDoctor,
} from './doctor-filters'

const doctor = (over: Partial<FilterableDoctor> = {}): FilterableDoctor => ({
  id: 1,
  firstName: 'Arjun',
  gender: 'MALE',
  experienceYears: 12,
  slotDurations: [30],
  specialities: ['Cardiology'],
  languages: ['English', 'Hindi'],
  conditions: [{ id: 3, name: 'Diabetes' }],
  ...over,
})

const none: DoctorFilters = {
  experience: [],
  durations: [],
  genders: [],
  specialities: [],
  languages: [],
  conditions: [],
  sort: 'date',
}

describe('experience bands (exact years, 16 and above open-ended)', () => {
  it.each([
    [0, '0-5', true],
    [5, '0-5', true],
    [6, '0-5', false],
    [6, '6-10', true],
    [10, '6-10', true],
    [11, '6-10', false],
    [11, '11-15', true],
    [15, '11-15', true],
    [16, '11-15', false],
    [16, '16+', true],
    [40, '16+', true],
    [15, '16+', false],
  ] as const)('%i years in %s: %s', (years, band, expected) => {
    expect(matchesFilters(doctor({ experienceYears: years }), { ...none, experience: [band] })).toBe(expected)
  })
})

describe('groups: OR within, AND across, empty group passes', () => {
  it.each<[string, Partial<DoctorFilters>, boolean]>([
    ['no filters', {}, true],
    ['duration 30', { durations: [30] }, true],
    ['duration 15', { durations: [15] }, false],
    ['duration 15 or 30', { durations: [15, 30] }, true],
    ['gender MALE', { genders: ['MALE'] }, true],
    ['gender FEMALE', { genders: ['FEMALE'] }, false],
    ['gender FEMALE or OTHERS', { genders: ['FEMALE', 'OTHERS'] }, false],
    ['speciality Cardiology', { specialities: ['Cardiology'] }, true],
    ['speciality Dermatology or Cardiology', { specialities: ['Dermatology', 'Cardiology'] }, true],
    ['speciality Dermatology', { specialities: ['Dermatology'] }, false],
    ['language Tamil', { languages: ['Tamil'] }, false],
    ['language Tamil or Hindi', { languages: ['Tamil', 'Hindi'] }, true],
    ['condition 3', { conditions: [3] }, true],
    ['condition 4', { conditions: [4] }, false],
    ['matching band AND matching gender', { experience: ['11-15'], genders: ['MALE'] }, true],
    ['matching band AND other gender', { experience: ['11-15'], genders: ['FEMALE'] }, false],
    [
      'all groups matching',
      {
        experience: ['11-15'],
        durations: [30],
        genders: ['MALE'],
        languages: ['English'],
        specialities: ['Cardiology'],
        conditions: [3],
      },
      true,
    ],
    [
      'all but one group matching',
      {
        experience: ['11-15'],
        durations: [30],
        genders: ['MALE'],
        languages: ['English'],
        specialities: ['Cardiology'],
        conditions: [9],
      },
      false,
    ],
  ])('%s -> %s', (_, filters, expected) => {
    expect(matchesFilters(doctor(), { ...none, ...filters })).toBe(expected)
  })
})

describe('sorts', () => {
  const list = [
    doctor({ id: 2, firstName: 'priya' }),
    doctor({ id: 7, firstName: 'Alex' }),
    doctor({ id: 5, firstName: 'Rahul' }),
  ]
  it.each([
    ['date', [2, 7, 5]],
    ['recent', [7, 5, 2]],
    ['asc', [7, 2, 5]],
    ['desc', [5, 2, 7]],
  ] as const)('%s', (sort, ids) => {
    expect(sortDoctors(list, sort).map((d) => d.id)).toEqual(ids)
  })

  it('filters then sorts, leaving the input alone', () => {
    const result = applyDoctorFilters(list, { ...none, sort: 'recent', durations: [30] })
    expect(result.map((d) => d.id)).toEqual([7, 5, 2])
    expect(list.map((d) => d.id)).toEqual([2, 7, 5])
  })
})

describe('parseDoctorFilters', () => {
  it('reads repeated params and drops unknown values', () => {
    const params = new URLSearchParams(
      'experience=0-5&experience=16%2B&experience=99&duration=15&duration=20&gender=FEMALE&gender=X&speciality=Cardiology&language=Hindi&condition=3&condition=abc&sort=asc',
    )
    const f = parseDoctorFilters(params)
    expect(f).toEqual({
      experience: ['0-5', '16+'],
      durations: [15],
      genders: ['FEMALE'],
      specialities: ['Cardiology'],
      languages: ['Hindi'],
      conditions: [3],
      sort: 'asc',
    })
    expect(activeFilterCount(f)).toBe(7)
  })

  it('defaults to no filters and the Date sort', () => {
    expect(parseDoctorFilters(new URLSearchParams('sort=sideways'))).toEqual(none)
  })
})

describe('recentlyBooked', () => {
  it('keeps one entry per doctor, newest appointment first, only doctors offering the service', () => {
    const rows = [
      { id: 1, appointmentId: 3, careServiceIds: [1, 2] },
      { id: 2, appointmentId: 9, careServiceIds: [2] },
      { id: 1, appointmentId: 7, careServiceIds: [1, 2] },
      { id: 3, appointmentId: 8, careServiceIds: [1] },
    ]
    expect(recentlyBooked(rows, 2).map((r) => [r.id, r.appointmentId])).toEqual([
      [2, 9],
      [1, 7],
    ])
    expect(recentlyBooked([], 2)).toEqual([])
  })
})

describe('choiceCounts: how many doctors a choice lists, given the other groups', () => {
  const doctors = [
    doctor({ id: 1, gender: 'MALE', languages: ['English', 'Hindi'], experienceYears: 12 }),
    doctor({ id: 2, gender: 'FEMALE', languages: ['English', 'Tamil'], experienceYears: 3 }),
    doctor({ id: 3, gender: 'FEMALE', languages: ['Hindi'], experienceYears: 20 }),
  ]
  const choices = {
    experience: ['0-5', '16+'] as DoctorFilters['experience'],
    durations: [30, 60],
    genders: ['MALE', 'FEMALE'],
    specialities: ['Cardiology'],
    languages: ['English', 'Hindi', 'Tamil'],
    conditions: [3],
  }

  it('counts every doctor when nothing is chosen', () => {
    const counts = choiceCounts(doctors, none, choices)
    expect(counts.languages).toEqual({ English: 2, Hindi: 2, Tamil: 1 })
    expect(counts.genders).toEqual({ MALE: 1, FEMALE: 2 })
    expect(counts.durations).toEqual({ '30': 3, '60': 0 })
    expect(counts.experience).toEqual({ '0-5': 1, '16+': 1 })
  })

  it("applies the other groups but not the group's own choices (OR within a group)", () => {
    const counts = choiceCounts(doctors, { ...none, genders: ['FEMALE'], languages: ['Tamil'] }, choices)
    // among women: English 1, Hindi 1, Tamil 1; a second language would widen the list, so counts ignore Tamil
    expect(counts.languages).toEqual({ English: 1, Hindi: 1, Tamil: 1 })
    // among Tamil speakers: one woman, no man
    expect(counts.genders).toEqual({ MALE: 0, FEMALE: 1 })
  })
})
