import { gzipSync } from 'node:zlib'
import type { DocumentReference } from '@medplum/fhirtypes'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dayIn } from '~/domain/common/format'
import { RECORD_LIMITS } from '~/domain/records/sources'
import { loader as printed } from '~/routes/_app.records_.printed.resource'
import { log } from '~/utils/observability/log.server'
import { injectFault, server, SERVICES_URL } from '../../mocks/standin'
import { restoreEnv } from '../../support/env'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { kindsOf } from '../activity/support'
import {
  asha,
  BUILDERS,
  completedVisits,
  compositionOf,
  file,
  fileResponse,
  page,
  ravi,
  sectionEntries,
  useBuilder,
} from './support'

const section = (bundle: Awaited<ReturnType<typeof file>>, code: string) =>
  compositionOf(bundle).section?.find((s) => s.code?.coding?.[0]?.code === code)

describe('the health record file', () => {
  it('is an attachment named by the day only, FHIR JSON, never cached, and recorded in the activity', async () => {
    const cookie = await asha()
    const response = await fileResponse(cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/fhir+json')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="health-record-${dayIn('Asia/Kolkata')}.json"`,
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await kindsOf(1)).toContain('healthRecordDownloaded')
  })

  it("holds the session's patient only: another patient's id in the query changes nothing", async () => {
    const cookie = await asha()
    for (const query of ['?patientId=5', '?patient=5&id=5', '?patient-id=5']) {
      const bundle = await file(cookie, query)
      const patient = bundle.entry?.find((e) => e.resource?.resourceType === 'Patient')?.resource
      expect(patient).toMatchObject({ name: [{ text: 'Asha Verma' }], birthDate: '1990-04-12' })
    }
  })

  it('writes the narratives in the chosen language and keeps the codes', async () => {
    const cookie = await asha()
    const english = await file(cookie)
    for (const [lang, word] of [
      ['hi', 'एलर्जी'],
      ['kn', 'ಅಲರ್ಜಿ'],
    ] as const) {
      const translated = await file(`${cookie}; lang=${lang}`)
      expect(compositionOf(translated).language).toBe(lang)
      expect(section(translated, '48765-2')?.text?.div).toContain(`Penicillin. ${word}.`)
      expect(compositionOf(translated).section?.map((s) => s.code)).toEqual(
        compositionOf(english).section?.map((s) => s.code),
      )
    }
  })

  it("says 'None recorded' for ravi in every section, with the reason in the file", async () => {
    const cookie = await ravi()
    const { record } = await page(cookie)
    expect(record?.sections.map((s) => s.items.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    const bundle = await file(cookie)
    expect(sectionEntries(bundle)).toEqual([])
    expect(compositionOf(bundle).section?.every((s) => s.emptyReason?.coding?.[0]?.code === 'unavailable')).toBe(true)
  })

  it('carries the prescription PDFs when asked, after the page has shown their size', async () => {
    const cookie = await asha()
    const measured = await page(cookie, '?pdfs')
    expect(measured.pdfs).toEqual({
      fits: true,
      label: expect.stringMatching(/^Add the prescription PDFs \(\d+ KB\)$/),
    })
    const plain = await file(cookie)
    const withPdfs = await file(cookie, '?pdfs=1')
    const prescriptions = (b: typeof plain) =>
      (b.entry ?? [])
        .map((e) => e.resource)
        .filter((r): r is DocumentReference => r?.resourceType === 'DocumentReference')
        .map((d) => d.content[0]?.attachment)
    expect(prescriptions(plain).every((a) => a?.data === undefined)).toBe(true)
    const attached = prescriptions(withPdfs)
    expect(attached.length).toBeGreaterThan(0)
    for (const a of attached) {
      expect(
        Buffer.from(a?.data ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
      expect(a?.size).toBe(Buffer.from(a?.data ?? '', 'base64').byteLength)
    }
  })

  it('leaves the PDFs out past 5 MB together, and says so on the page and on the way back from the download', async () => {
    // each of asha's seven prescriptions a 1 MB PDF
    server.use(
      http.get(`${SERVICES_URL}/consultation-service/consultations/:id/prescription-report`, () =>
        HttpResponse.arrayBuffer(new Uint8Array(1024 * 1024).buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    )
    const cookie = await asha()
    const message =
      'The prescription PDFs come to 7.00 MB, more than the 5.00 MB a download can hold. Download the record without them and open each prescription from the list.'
    expect((await page(cookie, '?pdfs')).pdfs).toEqual({ fits: false, label: message })
    const response = await fileResponse(cookie, '?pdfs=1')
    expect(response).toRedirectTo('/records?pdfs')
    await expect(response).toShowAlert({ type: 'error', message })
  })

  it('goes back to the page with a message when the services fail', async () => {
    const cookie = await asha()
    injectFault({ path: '/patient-service/patients/:id', kind: 'server-error' })
    const response = await fileResponse(cookie)
    expect(response).toRedirectTo('/records')
    await expect(response).toShowAlert({
      type: 'error',
      message: 'The file could not be made. Try again in a few minutes.',
    })
    expect((await page(cookie)).record).toBeNull()
  })

  it('never logs what the record holds', async () => {
    const lines: string[] = []
    for (const level of ['info', 'warn', 'error'] as const)
      vi.spyOn(log(), level).mockImplementation((...args: unknown[]) => void lines.push(JSON.stringify(args)))
    const cookie = await asha()
    await file(cookie, '?pdfs=1')
    await page(cookie)
    expect(lines.join('\n')).not.toMatch(/Penicillin|Ibuprofen|hypertension|Appendectomy|Amlodipine/)
  })
})

describe.each(BUILDERS)('a patient with 200 visits, the record built by the %s', (builder) => {
  afterEach(restoreEnv)

  it('gets the newest 20 on the page and in the file, told how many there are, within the page budget', async () => {
    useBuilder(builder)
    completedVisits(200)
    const cookie = await asha()
    const started = performance.now()
    const shown = await page(cookie)
    const visits = shown.record?.sections.find((s) => s.key === 'encounters')
    expect(visits?.items).toHaveLength(RECORD_LIMITS.visits)
    expect(visits?.more).toBe('The 20 most recent of 200. The others are in your appointment history.')
    const bundle = await file(cookie)
    expect(section(bundle, '46240-8')?.entry).toHaveLength(RECORD_LIMITS.visits)
    expect(section(bundle, '46240-8')?.extension).toEqual([
      { url: 'urn:patient-portal:items-in-all', valueInteger: 200 },
    ])
    expect(performance.now() - started).toBeLessThan(2500)
    // the page's data and the file stay small: 60 KB gzip is the page budget for HTML and data together
    expect(gzipSync(JSON.stringify(shown)).byteLength).toBeLessThan(10_000)
    expect(gzipSync(JSON.stringify(bundle)).byteLength).toBeLessThan(20_000)
  })
})

describe('a print of the health record', () => {
  it('is recorded in the activity by the image only the print asks for, never cached', async () => {
    const cookie = await asha()
    const response = await run(printed, get('/records/printed', cookie))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/gif')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await kindsOf(1)).toContain('healthRecordPrinted')
    expect(await run(printed, get('/records/printed'))).toRedirectTo('/signin')
  })
})
