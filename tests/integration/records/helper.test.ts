import { afterEach, describe, expect, it } from 'vitest'
import { activityPage } from '~/areas/activity.server'
import { standIn } from '../../mocks/standin'
import { restoreEnv } from '../../support/env'
import { healthRecordProblems } from '../../support/health-record'
import { ASHA_ID, kiranActingForAsha } from '../acting/support'
import { inRequest } from '../activity/support'
import { asha, BUILDERS, file, page, useBuilder } from './support'

/**
 * A helper with `see` reads and downloads the patient's health record (docs/helpers.md): the
 * clinical record, the patient named by the grant's given name and initial, and nothing of their
 * identity or contact details, whichever builder makes it.
 */
afterEach(restoreEnv)

/** What asha's profile holds that a helper never reads: her whole name, birth date, contacts, number. */
const ASHA_IDENTITY = ['Verma', '1990-04-12', '9876543210', 'asha.verma@example.com', 'SMH-000101']

/** The page's record without the day it was made and the entries' ids, which each build draws anew. */
async function shown(cookie: string) {
  const { record } = await page(cookie)
  return {
    ...record,
    madeOn: undefined,
    sections: record?.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, ref: undefined })) })),
  }
}

/** The sections without what is said of where each item came from (a helper reads it of the patient). */
const withoutNotes = (sections: Awaited<ReturnType<typeof shown>>['sections']) =>
  sections?.map((s) => ({ ...s, more: undefined, items: s.items.map((i) => ({ ...i, source: undefined })) }))

describe.each(BUILDERS)('the health record built by the %s, read by a helper with see', (builder) => {
  it(
    "names the patient by the grant alone, holds nothing of their identity, and records the download as the helper's",
    { timeout: 30_000 },
    async () => {
      useBuilder(builder)
      const { cookie } = await kiranActingForAsha(['see'])
      const bundle = await inRequest(() => file(cookie))
      expect(healthRecordProblems(bundle)).toEqual([])
      const [ashas] = (await activityPage(ASHA_ID, null, null)).entries
      expect(ashas).toMatchObject({ kind: 'healthRecordDownloaded', by: 'Kiran' })
      const patient = bundle.entry?.find((e) => e.resource?.resourceType === 'Patient')?.resource
      expect(patient).toEqual({
        resourceType: 'Patient',
        name: [{ text: 'Asha V.' }],
        managingOrganization: { reference: expect.stringMatching(/^urn:uuid:/) },
      })
      const text = JSON.stringify(bundle)
      for (const detail of ASHA_IDENTITY) expect(text).not.toContain(detail)
      expect(text).not.toContain('urn:patient-portal:document-kind')

      const { record } = await page(cookie)
      expect(record?.about).toEqual({
        name: 'Asha V.',
        birthDate: '',
        medicalRecordNumber: null,
        hospital: 'Sunrise Multispeciality Hospital',
        runningHead: 'Asha V. · Sunrise Multispeciality Hospital',
      })
    },
  )

  it("shows the patient's clinical record as she reads it, without her profile's documents", async () => {
    useBuilder(builder)
    standIn
      .db()
      .prepare(
        `INSERT INTO documents (patient_id, file_type, name, mime, data, created_at)
         VALUES (1, 'GOVT', 'aadhaar.pdf', 'application/pdf', x'25504446', '2026-11-01T10:00:00Z')`,
      )
      .run()
    const own = (await shown(await asha())).sections
    const { cookie } = await kiranActingForAsha(['see'])
    const helped = (await shown(cookie)).sections
    // the page's Documents are the profile's (prescriptions are a section of their own)
    const withoutProfile = own?.map((s) => (s.key === 'documents' ? { ...s, items: [] } : s))
    expect(own?.flatMap((s) => s.items).map((i) => i.title)).toContain('aadhaar.pdf')
    expect(withoutNotes(helped)).toEqual(withoutNotes(withoutProfile))
    // where each item came from is said of her to the helper, as it is said to her in her own
    const notes = (sections: typeof own) => sections?.flatMap((s) => [s.more, ...s.items.map((i) => i.source)]) ?? []
    expect(notes(own).some((n) => n?.startsWith('You told us when booking on'))).toBe(true)
    expect(notes(helped).some((n) => n?.startsWith('Told the hospital when booking on'))).toBe(true)
    expect(notes(helped).join(' ')).not.toMatch(/\byour?\b/i)
  })
})

describe("the health record page's headings", () => {
  it('speak of the patient to a helper, and to the patient as "you"', async () => {
    const { cookie } = await kiranActingForAsha(['see'])
    expect((await page(cookie)).headings).toMatchObject({ title: "Asha V.'s health record", about: 'About Asha V.' })
    expect((await page(await asha())).headings).toMatchObject({ title: 'My health record', about: 'About you' })
  })
})

describe('the two builders, for a helper', () => {
  it('give the same record on the page', async () => {
    const { cookie } = await kiranActingForAsha(['see'])
    useBuilder('portal')
    const byPortal = await shown(cookie)
    useBuilder('hospital')
    expect(await shown(cookie)).toEqual(byPortal)
  })
})
