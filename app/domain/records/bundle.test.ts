import type { AllergyIntolerance, Bundle, Composition, Observation } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { buildHealthRecord } from '~/domain/records/bundle'
import { countingIds, toldNothing, toldTwice } from '~/domain/records/fixtures'
import { withNarrative } from '~/domain/records/narrative'
import { RECORD_LIMITS, type RecordSources } from '~/domain/records/sources'
import { recordsMessages } from '~/messages/records/en'
import { recordsMessages as hindiMessages } from '~/messages/records/hi'
import type { English } from '~/utils/language/texts'
import { healthRecordProblems } from '../../../tests/support/health-record'

const hindi = hindiMessages as unknown as English['recordsMessages']
const english = { locale: 'en' as const, timeZone: 'Asia/Kolkata', words: recordsMessages }
const build = (sources: RecordSources) => withNarrative(buildHealthRecord(sources, countingIds()), english)
const resources = <T>(bundle: Bundle, type: string) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r) => r?.resourceType === type) as T[]
const compositionOf = (bundle: Bundle) => bundle.entry?.[0]?.resource as Composition

describe('the portal-built health record', () => {
  // the first check reads the base definitions (about a second alone, several on a busy machine)
  it('is a valid FHIR R4 document for a patient with history and for one with none', { timeout: 30_000 }, () => {
    expect(healthRecordProblems(build(toldTwice))).toEqual([])
    expect(healthRecordProblems(build(toldNothing))).toEqual([])
  })

  it('checks can fail: a dangling reference, a missing required section, a bad date are found', () => {
    const bundle = build(toldTwice)
    const composition = compositionOf(bundle)
    const patient = resources<{ birthDate?: string }>(bundle, 'Patient')[0]!
    patient.birthDate = 'yesterday'
    const broken: Bundle = {
      ...bundle,
      entry: [
        {
          ...bundle.entry?.[0],
          resource: {
            ...composition,
            subject: { reference: 'Patient/1' },
            section: composition.section?.slice(1),
          },
        },
        ...(bundle.entry?.slice(1) ?? []),
      ],
    }
    expect(healthRecordProblems(broken)).toEqual(
      expect.arrayContaining([
        'reference Patient/1 does not resolve in the Bundle',
        'the required section 48765-2 is missing',
        'FHIR R4: Invalid date format',
      ]),
    )
  })

  it('keeps each name once, the newest telling, whatever its letters', () => {
    const allergies = resources<AllergyIntolerance>(build(toldTwice), 'AllergyIntolerance')
    expect(allergies.map((a) => [a.code?.text, a.recordedDate, a.category ?? null])).toEqual([
      ['Penicillin', '2026-11-12T05:00:00.000Z', null],
      ['Ibuprofen', '2026-11-12T05:00:00.000Z', ['medication']],
    ])
  })

  it('keeps each vital once, its newest value, coded in LOINC with UCUM units', () => {
    const vitals = resources<Observation>(build(toldTwice), 'Observation')
    expect(
      vitals.map((o) => [
        o.code.coding?.[0]?.code,
        o.effectiveDateTime,
        o.valueQuantity?.code ?? o.component?.map((c) => `${c.valueQuantity?.value} ${c.valueQuantity?.code}`),
      ]),
    ).toEqual([
      ['85354-9', '2026-11-12T05:00:00.000Z', ['130 mm[Hg]', '85 mm[Hg]']],
      ['2708-6', '2026-11-12T05:00:00.000Z', '%'],
      ['8310-5', '2026-11-12T05:00:00.000Z', '[degF]'],
      ['29463-7', '2026-10-01T05:00:00.000Z', 'kg'],
    ])
  })

  it('always has the three required sections, an empty one saying why', () => {
    const sections = compositionOf(build(toldNothing)).section ?? []
    expect(sections.map((s) => [s.code?.coding?.[0]?.code, s.emptyReason?.coding?.[0]?.code])).toEqual([
      ['48765-2', 'unavailable'],
      ['11450-4', 'unavailable'],
      ['10160-0', 'unavailable'],
      ['47519-4', 'unavailable'],
      ['8716-3', 'unavailable'],
      ['46240-8', 'unavailable'],
      ['documents', 'unavailable'],
    ])
    expect(sections[0]?.text?.div).toBe('<div xmlns="http://www.w3.org/1999/xhtml"><p>None recorded</p></div>')
  })

  it('writes the narratives in the chosen language and leaves the codes as they are', () => {
    const english = build(toldTwice)
    const inHindi = withNarrative(buildHealthRecord(toldTwice, countingIds()), {
      locale: 'hi',
      timeZone: 'Asia/Kolkata',
      words: hindi,
    })
    expect(compositionOf(inHindi).language).toBe('hi')
    expect(compositionOf(inHindi).section?.[0]?.text?.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><ul><li>Penicillin. एलर्जी. 12 नवंबर 2026 को बुकिंग के समय आपने बताया</li><li>Ibuprofen. दवा से संवेदनशीलता. 12 नवंबर 2026 को बुकिंग के समय आपने बताया</li></ul></div>',
    )
    const codes = (b: Bundle) => compositionOf(b).section?.map((s) => [s.code, s.entry])
    expect(codes(inHindi)).toEqual(codes(english))
  })

  it('escapes what a patient typed inside the narrative', () => {
    const typed: RecordSources = {
      ...toldNothing,
      toldAtBooking: [
        { appointmentId: 1, recordedAt: toldTwice.now, data: { allergies: [{ name: 'dust & <pollen>' }] } },
      ],
    }
    expect(compositionOf(build(typed)).section?.[0]?.text?.div).toContain('dust &amp; &lt;pollen&gt;. Allergy.')
    expect(healthRecordProblems(build(typed))).toEqual([])
  })

  it('holds the newest visits up to its limit and says how many there are in all', () => {
    const visit = toldTwice.visits[0]!
    const many: RecordSources = {
      ...toldNothing,
      visits: Array.from({ length: 200 }, (_, i) => ({ ...visit, appointmentId: 1000 + i, prescription: false })),
      visitsTotal: 200,
    }
    const bundle = build(many)
    const encounters = compositionOf(bundle).section?.find((s) => s.code?.coding?.[0]?.code === '46240-8')
    expect(encounters?.entry).toHaveLength(RECORD_LIMITS.visits)
    expect(encounters?.extension).toEqual([{ url: 'urn:patient-portal:items-in-all', valueInteger: 200 }])
    expect(resources(bundle, 'Practitioner')).toHaveLength(1)
  })
})
