import { describe, expect, it } from 'vitest'
import {
  prescribedAppointments,
  PRESCRIPTION_FILES_CAP_BYTES,
  prescriptionFilesFit,
  sizeText,
  withPrescriptionFiles,
} from '~/domain/records/attachments'
import { buildHealthRecord } from '~/domain/records/bundle'
import { countingIds, toldTwice } from '~/domain/records/fixtures'
import { readHealthRecord } from '~/domain/records/read'

describe('the prescription PDFs in the file', () => {
  it('fit up to 5 MB together, and not a byte more', () => {
    expect(prescriptionFilesFit([PRESCRIPTION_FILES_CAP_BYTES - 10, 10])).toEqual({ bytes: 5_242_880, fits: true })
    expect(prescriptionFilesFit([PRESCRIPTION_FILES_CAP_BYTES, 1])).toEqual({ bytes: 5_242_881, fits: false })
  })

  it('say their size in KB below a megabyte, in MB above', () => {
    expect(sizeText(1)).toBe('1 KB')
    expect(sizeText(84 * 1024)).toBe('84 KB')
    expect(sizeText(PRESCRIPTION_FILES_CAP_BYTES)).toBe('5.00 MB')
  })

  it("go in as each prescription's attachment, found by its visit's appointment", () => {
    const bundle = buildHealthRecord(toldTwice, countingIds())
    expect(prescribedAppointments(bundle)).toEqual([4])
    const carried = withPrescriptionFiles(bundle, new Map([[4, { data: 'JVBERi0=', size: 5 }]]))
    const attachments = (carried.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === 'DocumentReference' ? [e.resource.content[0]?.attachment] : [],
    )
    expect(attachments).toEqual([
      { contentType: 'application/pdf', creation: '2026-11-21T09:45:00.000Z', data: 'JVBERi0=', size: 5 },
      { title: 'aadhaar.pdf', creation: '2026-09-01T08:00:00.000Z' },
    ])
    // the page reads the same record with or without them
    expect(readHealthRecord(carried)).toEqual(readHealthRecord(bundle))
  })
})
