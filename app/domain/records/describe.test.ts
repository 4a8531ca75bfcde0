import { describe, expect, it } from 'vitest'
import { buildHealthRecord } from '~/domain/records/bundle'
import { describeRecord } from '~/domain/records/describe'
import { countingIds, toldNothing, toldTwice } from '~/domain/records/fixtures'
import { readHealthRecord } from '~/domain/records/read'
import type { RecordSources } from '~/domain/records/sources'
import { recordsMessages } from '~/messages/records/en'

const english = { locale: 'en' as const, timeZone: 'Asia/Kolkata', words: recordsMessages }
const links = {
  prescription: (id: number) => `/specificAppointment?appointmentId=${id}`,
  document: (id: number) => `/newProfile/document/${id}`,
}
const described = (sources: RecordSources) =>
  describeRecord(readHealthRecord(buildHealthRecord(sources, countingIds())), english, links)
const without = (section: ReturnType<typeof described>['sections'][number]) =>
  section.items.map(({ ref: _, ...item }) => item)

describe('the record in words', () => {
  it('says who, born when, at which hospital, and when it was made', () => {
    const record = described(toldTwice)
    expect(record.about).toEqual({
      name: 'Asha Verma',
      birthDate: '12-Apr-1990',
      medicalRecordNumber: 'SMH-000101',
      hospital: 'Sunrise Multispeciality Hospital',
      runningHead: 'Asha Verma · 12-Apr-1990 · Sunrise Multispeciality Hospital',
    })
    expect(record.madeOn).toBe('Made on 28-Nov-2026 by Sunrise Multispeciality Hospital')
  })

  it("names a helper's patient by the grant's short name, the running head without a birth date", () => {
    const record = described({ ...toldTwice, patient: { id: 1, shortName: 'Asha V.' } })
    expect(record.about).toEqual({
      name: 'Asha V.',
      birthDate: '',
      medicalRecordNumber: null,
      hospital: 'Sunrise Multispeciality Hospital',
      runningHead: 'Asha V. · Sunrise Multispeciality Hospital',
    })
  })

  it('says where each item came from, and links prescriptions and documents', () => {
    const [allergies, problems, medications, procedures, vitals, visits, prescriptions, documents] =
      described(toldTwice).sections
    expect(without(allergies!)).toEqual([
      { title: 'Penicillin', detail: 'Allergy', source: 'You told us when booking on 12-Nov-2026', link: null },
      { title: 'Ibuprofen', detail: 'Drug sensitivity', source: 'You told us when booking on 12-Nov-2026', link: null },
    ])
    expect(without(problems!)[0]?.source).toBe('You told us when booking on 01-Oct-2026')
    expect(without(medications!)[0]?.title).toBe('Amlodipine 5 mg')
    expect(without(procedures!)[0]?.title).toBe('Appendectomy')
    expect(without(vitals!).map((v) => `${v.title}: ${v.detail}`)).toEqual([
      'Blood pressure: 130/85 mmHg',
      'SpO2: 98 %',
      'Temperature: 98.6 °F',
      'Weight: 61 kg',
    ])
    expect(without(visits!)).toEqual([
      {
        title: '21-Nov-2026',
        detail: 'Online consultation with Dr. Priya Raman',
        source: 'From your appointments at Sunrise Multispeciality Hospital',
        link: null,
      },
    ])
    expect(without(prescriptions!)).toEqual([
      {
        title: 'Prescription from Dr. Priya Raman',
        detail: null,
        source: 'From Dr. Priya Raman on 21-Nov-2026',
        link: '/specificAppointment?appointmentId=4',
      },
    ])
    expect(without(documents!)).toEqual([
      {
        title: 'aadhaar.pdf',
        detail: 'Government ID',
        source: 'You added it to your profile on 01-Sep-2026',
        link: '/newProfile/document/7',
      },
    ])
  })

  it('names every section, each empty one with nothing more said', () => {
    const record = described(toldNothing)
    expect(record.sections.map((s) => [s.title, s.items.length, s.more])).toEqual([
      ['Allergies and drug sensitivities', 0, null],
      ['Health conditions', 0, null],
      ['Medicines', 0, null],
      ['Procedures', 0, null],
      ['Latest vitals', 0, null],
      ['Visits', 0, null],
      ['Prescriptions', 0, null],
      ['Documents', 0, null],
    ])
  })

  it('says how many documents there are past the ones shown, and where the others are', () => {
    const doc = toldTwice.documents[0]!
    const many = {
      ...toldNothing,
      documents: Array.from({ length: 20 }, (_, i) => ({ ...doc, id: i })),
      documentsTotal: 31,
    }
    expect(described(many).sections.at(-1)?.more).toBe('The 20 most recent of 31. The others are on your profile.')
  })
})
