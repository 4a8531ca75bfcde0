import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requirePatient } from '~/areas/identity/guard.server'
import { healthRecord, prescriptionFiles } from '~/areas/records.server'
import { PRESCRIPTION_FILES_CAP_BYTES, prescriptionFilesFit, sizeText } from '~/domain/records/attachments'
import { describeRecord } from '~/domain/records/describe'
import { recordHeadings, recordWords } from '~/domain/records/headings'
import { readHealthRecord } from '~/domain/records/read'
import recordStyles from '~/styles/records.css'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { optional } from '~/utils/calls/optional-call.server'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { PrintButton } from './print-button'
import { RecordDownload } from './record-download'
import { RecordSections } from './record-sections'

export const meta = titleMeta

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: recordStyles }]

/**
 * My health record (docs/records.md): About you, what the patient told us at booking, the latest
 * vitals, the completed visits, prescriptions and documents, each saying where it came from. The
 * page is read from the same FHIR Bundle the download holds (ADR 117). `?pdfs` measures the
 * prescription PDFs before a download that carries them. It prints on A4 without the frame.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const helped = patient.actor?.patientName ?? null
  const words = recordWords(texts('recordsMessages'), helped !== null)
  const wording = { locale, timeZone: getTimeZone(request), words }
  const bundle = await optional(healthRecord(patient, wording))
  const askedPdfs = new URL(request.url).searchParams.has('pdfs')
  const pdfs = bundle && askedPdfs ? await optional(prescriptionFiles(patient, bundle)) : null
  const fit = pdfs && pdfs.size > 0 ? prescriptionFilesFit([...pdfs.values()].map((f) => f.size)) : null
  const headings = recordHeadings(words, helped)
  return json({
    title: headings.pageTitle,
    headings,
    texts: textsFor(locale, 'recordsMessages'),
    record: bundle
      ? describeRecord(readHealthRecord(bundle), wording, {
          prescription: (id) => `${Path.appointment}?appointmentId=${id}`,
          document: (id) => `${Path.profile}/document/${id}`,
        })
      : null,
    pdfs: fit && {
      fits: fit.fits,
      label: fit.fits
        ? fill(words.withPdfs, { size: sizeText(fit.bytes) })
        : fill(words.pdfsTooLarge, { size: sizeText(fit.bytes), cap: sizeText(PRESCRIPTION_FILES_CAP_BYTES) }),
    },
  })
}

export default function HealthRecord() {
  const { record, pdfs, headings } = useLoaderData<typeof loader>()
  const text = useTexts('recordsMessages')
  if (!record)
    return (
      <div className="health-record">
        <h1>{headings.title}</h1>
        <p className="notice notice--error">{headings.failed}</p>
      </div>
    )
  const { about } = record
  return (
    <article className="health-record">
      {/* a table only so that a print repeats its head on every page; on screen its parts are blocks (records.css) */}
      <table role="presentation" className="health-record__sheet">
        <thead aria-hidden="true">
          <tr>
            <td className="health-record__running">{about.runningHead}</td>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <h1>{headings.title}</h1>
              <p className="no-print">{headings.intro}</p>
              <PrintButton />
              <section aria-labelledby="record-about">
                <h2 id="record-about">{headings.about}</h2>
                <dl className="health-record__about">
                  <dt>{text.name}</dt>
                  <dd>{about.name}</dd>
                  {/* a helper's record names the patient only (docs/helpers.md) */}
                  {about.birthDate ? (
                    <>
                      <dt>{text.dateOfBirth}</dt>
                      <dd>{about.birthDate}</dd>
                    </>
                  ) : null}
                  {about.medicalRecordNumber ? (
                    <>
                      <dt>{text.medicalRecordNumber}</dt>
                      <dd>{about.medicalRecordNumber}</dd>
                    </>
                  ) : null}
                  <dt>{text.hospital}</dt>
                  <dd>{about.hospital}</dd>
                </dl>
              </section>
              <RecordSections sections={record.sections} />
              <p className="health-record__made">{record.madeOn}</p>
              <RecordDownload pdfs={pdfs} />
            </td>
          </tr>
        </tbody>
      </table>
    </article>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
