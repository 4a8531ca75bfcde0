import { afterEach, describe, expect, it } from 'vitest'
import { restoreEnv } from '../../support/env'
import { healthRecordProblems } from '../../support/health-record'
import { asha, BUILDERS, compositionOf, file, page, ravi, sectionEntries, useBuilder } from './support'

afterEach(restoreEnv)

/** The page's record without the entries' ids, which each build draws anew. */
const shown = async (cookie: string, query = '') => {
  const { record } = await page(cookie, query)
  return {
    ...record,
    madeOn: undefined,
    sections: record?.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, ref: undefined })) })),
  }
}

describe.each(BUILDERS)('the health record built by the %s', (builder) => {
  it('is a valid FHIR R4 document for asha, with history, and for ravi, with none', { timeout: 30_000 }, async () => {
    useBuilder(builder)
    expect(healthRecordProblems(await file(await asha()))).toEqual([])
    expect(healthRecordProblems(await file(await ravi()))).toEqual([])
  })

  it('shows on the page every entry of the file, and nothing the file does not hold', async () => {
    useBuilder(builder)
    const cookie = await asha()
    const record = await file(cookie)
    const { record: onPage } = await page(cookie)
    // each entry of the file once in its section's narrative, written with the page's words
    const inFile = compositionOf(record).section!.map((s) => ({
      entries: s.entry?.length ?? 0,
      lines: [...(s.text?.div ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]),
    }))
    for (const s of inFile) expect(s.lines).toHaveLength(s.entries)
    const onPageLines = onPage!.sections.flatMap((s) =>
      s.items.map((i) => [i.title, i.detail, i.source].filter(Boolean).join('. ')),
    )
    expect(onPageLines.sort()).toEqual(inFile.flatMap((s) => s.lines).sort())
    expect(onPageLines.length).toBeGreaterThan(10)
    expect(sectionEntries(record)).toHaveLength(onPageLines.length)
  })
})

describe('the two builders', () => {
  it('give the same record on the page, for asha and for ravi', async () => {
    const cookie = await asha()
    useBuilder('portal')
    const byPortal = await shown(cookie)
    useBuilder('hospital')
    const byHospital = await shown(cookie)
    expect(byHospital).toEqual(byPortal)
    const none = await ravi()
    const empty = await shown(none)
    useBuilder('portal')
    expect(await shown(none)).toEqual(empty)
    expect(empty.sections?.every((s) => s.items.length === 0)).toBe(true)
  })
})
