import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/**
 * The download: the record as a FHIR file, and the option to carry the prescription PDFs, whose size
 * is shown first (`?pdfs` measures them) or why they cannot go in.
 */
export function RecordDownload({ pdfs }: { pdfs: { fits: boolean; label: string } | null }) {
  const text = useTexts('recordsMessages')
  return (
    <section aria-labelledby="record-download" className="health-record__download no-print">
      <h2 id="record-download">{text.downloadTitle}</h2>
      <p>{text.downloadHint}</p>
      <p>
        <a href={Path.healthRecordFile} className="button" download>
          {text.download}
        </a>
      </p>
      {pdfs === null ? (
        <p>
          <Link to={`${Path.records}?pdfs#record-download`}>{text.addPdfs}</Link>
        </p>
      ) : pdfs.fits ? (
        <p>
          <a href={`${Path.healthRecordFile}?pdfs=1`} download>
            {pdfs.label}
          </a>
        </p>
      ) : (
        <p className="notice notice--error">{pdfs.label}</p>
      )}
      <p>{text.printHint}</p>
    </section>
  )
}
