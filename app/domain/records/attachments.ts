import type { Bundle, DocumentReference, Encounter } from '@medplum/fhirtypes'
import { IDENTIFIER, PRESCRIPTION } from '~/domain/records/codes'

/**
 * The download's option (docs/records.md#the-file): the prescription PDFs inside the file, as each
 * prescription's attachment. One file a patient carries on a phone: past the cap, none go in and
 * the page says so.
 */
export const PRESCRIPTION_FILES_CAP_BYTES = 5 * 1024 * 1024

/** The appointments whose prescriptions the record holds, in its order. */
export function prescribedAppointments(bundle: Bundle): number[] {
  return prescriptions(bundle).flatMap(({ appointmentId }) => (appointmentId === null ? [] : [appointmentId]))
}

/** The PDFs' size together, and whether a download may carry them. */
export function prescriptionFilesFit(sizes: readonly number[]): { bytes: number; fits: boolean } {
  const bytes = sizes.reduce((sum, n) => sum + n, 0)
  return { bytes, fits: bytes <= PRESCRIPTION_FILES_CAP_BYTES }
}

/** A PDF as an attachment carries it: base64 and its size in bytes. */
export type PrescriptionFile = { data: string; size: number }

/** The record with each prescription's PDF (by appointment id) as its attachment's data and size. */
export function withPrescriptionFiles(bundle: Bundle, files: ReadonlyMap<number, PrescriptionFile>): Bundle {
  const byUrl = new Map(prescriptions(bundle).map((p) => [p.fullUrl, p.appointmentId]))
  return {
    ...bundle,
    entry: bundle.entry?.map((e) => {
      const appointmentId = e.fullUrl ? byUrl.get(e.fullUrl) : undefined
      const file = appointmentId ? files.get(appointmentId) : undefined
      if (!file || e.resource?.resourceType !== 'DocumentReference') return e
      const [first, ...rest] = e.resource.content
      const attachment = { ...first?.attachment, ...file }
      return { ...e, resource: { ...e.resource, content: [{ ...first, attachment }, ...rest] } }
    }),
  }
}

function prescriptions(bundle: Bundle) {
  const byUrl = new Map((bundle.entry ?? []).map((e) => [e.fullUrl, e.resource]))
  return (bundle.entry ?? []).flatMap((e) => {
    const r = e.resource
    if (r?.resourceType !== 'DocumentReference' || !isPrescription(r) || !e.fullUrl) return []
    const visit = byUrl.get(r.context?.encounter?.[0]?.reference) as Encounter | undefined
    const id = visit?.identifier?.find((i) => i.system === IDENTIFIER.appointment)?.value
    return [{ fullUrl: e.fullUrl, appointmentId: id && /^\d+$/.test(id) ? Number(id) : null }]
  })
}

const isPrescription = (d: DocumentReference) =>
  d.type?.coding?.some((c) => c.system === PRESCRIPTION.system && c.code === PRESCRIPTION.code) ?? false

/** A size as the download option shows it: '84 KB', '5.00 MB'. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}
