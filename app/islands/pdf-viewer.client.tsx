import { useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import { chatMessages } from '~/messages/chat'

// the worker is copied to public/ by scripts/copy-pdf-worker.ts, at a path that names its version
pdfjs.GlobalWorkerOptions.workerSrc = `/pdfjs/pdf.worker-${pdfjs.version}.min.mjs`

// no eval under our CSP (no 'unsafe-eval'); fonts are drawn from the PDF or system fonts
const OPTIONS = { isEvalSupported: false }

const text = chatMessages

/** Every page of a PDF, each captioned 'Page N of M' (spec 3 screen 13). */
export default function PdfViewer({ url }: { url: string }) {
  const [pages, setPages] = useState(0)
  const [failed, setFailed] = useState(false)
  if (failed) return <p role="alert">{text.prescriptionFailed}</p>
  return (
    <Document
      file={url}
      options={OPTIONS}
      onLoadSuccess={(pdf) => setPages(pdf.numPages)}
      onLoadError={() => setFailed(true)}
      loading={<p role="status">{text.viewerLoading}</p>}
      error={<p role="alert">{text.prescriptionFailed}</p>}
      className="pdf-viewer"
    >
      {Array.from({ length: pages }, (_, i) => (
        <figure key={i} className="pdf-viewer__page">
          <Page pageNumber={i + 1} width={560} renderTextLayer={false} renderAnnotationLayer={false} />
          <figcaption>{text.page(i + 1, pages)}</figcaption>
        </figure>
      ))}
    </Document>
  )
}
