import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import annotationLayerCss from 'react-pdf/dist/Page/AnnotationLayer.css'
import textLayerCss from 'react-pdf/dist/Page/TextLayer.css'
import { fill, useTexts } from '~/utils/language/texts'

// the worker runs as it is, copied beside the app at a path with its version (scripts/copy-pdfjs.ts, ADR 28)
pdfjs.GlobalWorkerOptions.workerSrc = `/pdfjs/pdf.worker-${pdfjs.version}.min.mjs`

// no eval under our CSP (no 'unsafe-eval'); one object for the component's whole life, as react-pdf asks
const OPTIONS = { isEvalSupported: false }
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2]
const FIT = ZOOMS.indexOf(1)
// the widest a page is drawn at 100 %: a narrower dialog draws it narrower
const MAX_PAGE_WIDTH = 760

/**
 * Every page of a PDF (docs/rules/chat.md#screens) through react-pdf, with its text layer (selectable, read by
 * screen readers) and its links; each page is a figure named 'Page N of M'. Previous/Next page
 * and zoom are buttons; a button at its end says so with aria-disabled, so it keeps the focus. `onLoaded`: the
 * document is there (or could not be read), so the viewer stops saying it is loading.
 */
export default function PdfViewer({ url, onLoaded }: { url: string; onLoaded: () => void }) {
  const text = useTexts('chatMessages')
  const controls = useTexts('pdfViewerMessages')
  const [pages, setPages] = useState(0)
  const [zoom, setZoom] = useState(FIT)
  const width = useFittedWidth()
  useNamedLinks(width.ref)
  const reading = useCurrentPage(pages, pages > 0 && width.value > 0)
  const { current, figures, goTo } = reading
  const zoomTo = (level: number) => {
    if (level < 0 || level >= ZOOMS.length) return
    reading.willRedraw()
    setZoom(level)
  }

  return (
    <div className="pdf-viewer">
      <link rel="stylesheet" href={textLayerCss} />
      <link rel="stylesheet" href={annotationLayerCss} />
      {pages > 0 ? (
        <div className="pdf-viewer__controls" role="group" aria-label={controls.controls}>
          <Control label={controls.previousPage} atEnd={current === 1} onClick={() => goTo(current - 1)} />
          <p role="status">{fill(text.page, { n: current, of: pages })}</p>
          <Control label={controls.nextPage} atEnd={current === pages} onClick={() => goTo(current + 1)} />
          <Control label={controls.zoomOut} atEnd={zoom === 0} onClick={() => zoomTo(zoom - 1)} />
          <p role="status">
            <span className="visually-hidden">{controls.zoom} </span>
            {Math.round(ZOOMS[zoom]! * 100)}%
          </p>
          <Control label={controls.zoomIn} atEnd={zoom === ZOOMS.length - 1} onClick={() => zoomTo(zoom + 1)} />
        </div>
      ) : null}
      {/* zoomed in, the pages scroll sideways in here, not the page: a tab stop, so keys scroll it */}
      <div ref={width.ref} className="pdf-viewer__pages" tabIndex={0} role="group" aria-label={controls.pages}>
        <Document
          file={url}
          options={OPTIONS}
          externalLinkTarget="_blank"
          externalLinkRel="noopener noreferrer"
          onLoadSuccess={(pdf) => {
            setPages(pdf.numPages)
            onLoaded()
          }}
          onLoadError={onLoaded}
          // the viewer around it says it is loading
          loading={null}
          error={<p role="alert">{text.prescriptionFailed}</p>}
        >
          {width.value > 0
            ? Array.from({ length: pages }, (_, i) => (
                <figure
                  key={i}
                  ref={(figure) => {
                    figures.current[i] = figure
                  }}
                  className="pdf-viewer__page"
                >
                  <Page pageNumber={i + 1} width={width.value * ZOOMS[zoom]!} onRenderSuccess={reading.pageDrawn} />
                  <figcaption>{fill(text.page, { n: i + 1, of: pages })}</figcaption>
                </figure>
              ))
            : null}
        </Document>
      </div>
    </div>
  )
}

/**
 * The page being read: the one Previous/Next went to, or the one most in view as the patient
 * scrolls. A zoom redraws the pages one by one, moving the ones below: once all have, the page
 * being read is brought back into view (and scrolling meanwhile does not change it).
 */
function useCurrentPage(pages: number, drawn: boolean) {
  const [current, setCurrent] = useState(1)
  const figures = useRef<(HTMLElement | null)[]>([])
  const redraw = useRef({ left: 0, page: 1 })
  const show = (page: number) => figures.current[page - 1]?.scrollIntoView({ block: 'start' })

  useEffect(() => {
    if (!drawn) return
    const shown = new Map<Element, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shown.set(entry.target, entry.intersectionRect.height)
        if (redraw.current.left > 0) return
        const heights = figures.current.map((figure) => (figure ? (shown.get(figure) ?? 0) : 0))
        const most = Math.max(...heights)
        if (most === 0) return
        redraw.current.page = heights.indexOf(most) + 1
        setCurrent(redraw.current.page)
      },
      { threshold: Array.from({ length: 11 }, (_, i) => i / 10) },
    )
    for (const figure of figures.current) if (figure) observer.observe(figure)
    return () => observer.disconnect()
  }, [drawn])

  return {
    current,
    figures,
    goTo(page: number) {
      if (page < 1 || page > pages) return
      setCurrent(page)
      redraw.current.page = page
      show(page)
    },
    willRedraw() {
      redraw.current = { left: pages, page: current }
    },
    pageDrawn() {
      if (redraw.current.left === 0) return
      redraw.current.left -= 1
      if (redraw.current.left === 0) show(redraw.current.page)
    },
  }
}

function Control({ label, atEnd, onClick }: { label: string; atEnd: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" aria-disabled={atEnd || undefined} onClick={onClick}>
      {label}
    </button>
  )
}

/**
 * pdf.js draws a web link as an empty link over its text: its address becomes its name. pdf.js
 * adds the links after react-pdf reports the layer drawn, so this watches the pages for them.
 */
function useNamedLinks(box: React.RefObject<HTMLElement>) {
  useEffect(() => {
    const pages = box.current
    if (!pages) return
    const nameLinks = () => {
      for (const link of pages.querySelectorAll<HTMLAnchorElement>('.annotationLayer a[href]:not([aria-label])'))
        if (!link.textContent && !link.title) link.setAttribute('aria-label', link.href)
    }
    const observer = new MutationObserver(nameLinks)
    observer.observe(pages, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [box])
}

/** The width a page gets at 100 %: the pages' box, at most MAX_PAGE_WIDTH, following resizes. */
function useFittedWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState(0)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => setValue(Math.min(box.clientWidth, MAX_PAGE_WIDTH))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { ref, value }
}
