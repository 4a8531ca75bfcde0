import { lazy, Suspense, useEffect, useRef } from 'react'
import { previewKind } from '~/domain/chat'
import { fill, useTexts } from '~/utils/language/texts'
import { announce } from '../announce/announcer'

// pdf.js is large: fetched only when a PDF is opened, never part of a page's first load
const PdfViewer = lazy(() => import('~/islands/pdf-viewer.client'))

/** `title` names the dialog when the file's name says less ('Prescription, Dr. …, date'); else the name does. */
export type ViewedFile = { name: string; url: string; downloadUrl: string; title?: string }

/**
 * The file viewer (docs/rules/chat.md#screens, and the chat's attachments), a modal dialog with JavaScript:
 * a PDF shows every page, an image shows with Download and Print, a Word file offers the download.
 * Opening, it is read as a dialog by its title and a PDF's loading is said once; closing, the focus
 * goes back to what opened it and the page's polite region says it closed.
 */
export function FileViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const text = useTexts('chatMessages')
  const { dialogClosed } = useTexts('frameMessages')
  const kind = previewKind(file.name)
  const title = file.title ?? file.name
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    opener.current = document.activeElement
    dialog.showModal()
    if (kind === 'pdf') announce(text.viewerLoading)
  }, [kind, text.viewerLoading])
  const closed = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    announce(fill(dialogClosed, { name: title }))
    onClose()
  }
  return (
    <dialog ref={ref} className="dialog file-viewer" aria-labelledby="file-viewer-title" onClose={closed}>
      <div className="file-viewer__bar">
        <h2 id="file-viewer-title">{title}</h2>
        <a className="button" href={file.downloadUrl} download={file.name}>
          {text.download}
        </a>
        {kind !== 'none' ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {text.print}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          {text.close}
        </button>
      </div>
      {kind === 'pdf' ? (
        // shown, not live: the opening said it once, and the document's own loading shows it again
        <Suspense fallback={<p>{text.viewerLoading}</p>}>
          <PdfViewer url={file.url} />
        </Suspense>
      ) : kind === 'image' ? (
        <img className="file-viewer__image" src={file.url} alt={file.name} />
      ) : (
        <p>{text.noPreview}</p>
      )}
    </dialog>
  )
}
