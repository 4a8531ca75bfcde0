import { version } from 'pdfjs-dist/package.json'
import { useEffect, useRef, useState } from 'react'
import { chatMessages } from '~/messages/chat'

type PdfJs = typeof import('pdfjs-dist')
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>

// pdf.js is served prebuilt from public/ (scripts/copy-pdfjs.ts), not bundled: ADR 28
const LIBRARY = `/pdfjs/pdf-${version}.min.mjs`
const WORKER = `/pdfjs/pdf.worker-${version}.min.mjs`
const PAGE_WIDTH = 560

const text = chatMessages

async function loadPdfJs(): Promise<PdfJs> {
  // a runtime URL: the bundler leaves this import alone
  const pdfjs = (await import(/* @vite-ignore */ LIBRARY)) as PdfJs
  pdfjs.GlobalWorkerOptions.workerSrc = WORKER
  return pdfjs
}

/** Every page of a PDF, each captioned 'Page N of M' (spec 3 screen 13). */
export default function PdfViewer({ url }: { url: string }) {
  const [pdf, setPdf] = useState<PdfDocument | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    let loaded: PdfDocument | null = null
    // no eval under our CSP (no 'unsafe-eval')
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ url, isEvalSupported: false }).promise)
      .then((doc) => {
        loaded = doc
        if (cancelled) void doc.destroy()
        else setPdf(doc)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      void loaded?.destroy()
    }
  }, [url])

  if (failed) return <p role="alert">{text.prescriptionFailed}</p>
  if (!pdf) return <p role="status">{text.viewerLoading}</p>
  return (
    <div className="pdf-viewer">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <PdfPage key={i} pdf={pdf} number={i + 1} />
      ))}
    </div>
  )
}

function PdfPage({ pdf, number }: { pdf: PdfDocument; number: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let task: { cancel(): void } | undefined
    void pdf.getPage(number).then((page) => {
      const target = canvas.current
      if (!target) return
      const scale = PAGE_WIDTH / page.getViewport({ scale: 1 }).width
      const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) })
      target.width = viewport.width
      target.height = viewport.height
      const render = page.render({ canvas: target, viewport })
      task = render
      render.promise.catch(() => undefined)
    })
    return () => task?.cancel()
  }, [pdf, number])
  return (
    <figure className="pdf-viewer__page">
      <canvas ref={canvas} aria-hidden="true" />
      <figcaption>{text.page(number, pdf.numPages)}</figcaption>
    </figure>
  )
}
