import type { LoaderFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { healthRecord, prescriptionFiles } from '~/areas/records.server'
import { dayIn } from '~/domain/common/format'
import {
  PRESCRIPTION_FILES_CAP_BYTES,
  prescriptionFilesFit,
  sizeText,
  withPrescriptionFiles,
} from '~/domain/records/attachments'
import { recordWords } from '~/domain/records/headings'
import { callOutcome } from '~/utils/calls/optional-call.server'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

/**
 * The health record as a file (docs/records.md#the-file): the FHIR R4 document the page is read from,
 * as an attachment named by the day only (no name of the patient in a file name that lands in a
 * shared Downloads folder), never cached, recorded in the account activity. `?pdfs=1` carries the
 * prescription PDFs when they fit; otherwise, or when the services fail, back to the page with why.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const words = recordWords(texts('recordsMessages'), Boolean(patient.actor))
  const timeZone = getTimeZone(request)
  const back = (message: string, to: string = Path.records) =>
    redirectWithAlert(request, to, { type: 'error', message })
  const made = await callOutcome(healthRecord(patient, { locale, timeZone, words }))
  if (!made.ok) return back(words.downloadFailed)
  let bundle = made.value
  if (new URL(request.url).searchParams.get('pdfs') === '1') {
    const files = await callOutcome(prescriptionFiles(patient, bundle))
    if (!files.ok) return back(words.downloadFailed)
    const fit = prescriptionFilesFit([...files.value.values()].map((f) => f.size))
    if (!fit.fits) {
      const cap = sizeText(PRESCRIPTION_FILES_CAP_BYTES)
      return back(fill(words.pdfsTooLarge, { size: sizeText(fit.bytes), cap }), `${Path.records}?pdfs`)
    }
    bundle = withPrescriptionFiles(bundle, files.value)
  }
  await recordActivity(patient.patientId, 'healthRecordDownloaded', request)
  return new Response(JSON.stringify(bundle), {
    headers: {
      'Content-Type': 'application/fhir+json',
      'Content-Disposition': `attachment; filename="health-record-${dayIn(timeZone)}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
