import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { previewKind } from '~/domain/chat'
import { fill, useTexts } from '~/utils/language/texts'
import { announce, clearAnnouncement } from '../announce/announcer'
import { focusAudibly } from '../announce/audible-focus'

// pdf.js is large: fetched only when a PDF is opened, never part of a page's first load
const PdfViewer = lazy(() => import('~/islands/pdf-viewer.client'))

/** `title` names the dialog when the file's name says less ('Prescription, Dr. …, date'); else the name does. */
export type ViewedFile = { name: string; url: string; downloadUrl: string; title?: string }

const LOADING_ID = 'file-viewer-loading'

/**
 * The file viewer (docs/rules/chat.md#screens, and the chat's attachments), a modal dialog with JavaScript:
 * a PDF shows every page, an image shows with Download and Print, a Word file offers the download.
 * Opening, Close takes the focus, heard with the dialog's name and role, and a PDF's loading (the dialog's
 * description while it loads: the page behind it is inert, so the page's polite region could not say it).
 * Closing, the focus goes back to what opened it, heard, and the dialog's closing is said (ADR 107).
 */
export function FileViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const text = useTexts('chatMessages')
  const { dialogClosed } = useTexts('frameMessages')
  const kind = previewKind(file.name)
  const title = file.title ?? file.name
  const [loading, setLoading] = useState(kind === 'pdf')
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    opener.current = document.activeElement
    // the page's polite region is inert behind the dialog: words left in it would be read again as it comes back
    clearAnnouncement()
    dialog.showModal()
    // Close, not the first control: a screen reader reads a link (Download) without the dialog it is in (Orca
    // names no container of a focused link), a button with the dialog's name, role and description
    closeButton.current?.focus()
  }, [])
  const closed = () => {
    const back = opener.current
    if (back instanceof HTMLElement && back.isConnected)
      focusAudibly(back, () => announce(fill(dialogClosed, { name: title })))
    onClose()
  }
  return (
    <dialog
      ref={ref}
      className="dialog file-viewer"
      aria-labelledby="file-viewer-title"
      aria-describedby={loading ? LOADING_ID : undefined}
      onClose={closed}
    >
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
        <button ref={closeButton} type="button" className="button" onClick={() => ref.current?.close()}>
          {text.close}
        </button>
      </div>
      {/* not live: read with the dialog as it opens; the document, once there, says its page and zoom */}
      {loading ? <p id={LOADING_ID}>{text.viewerLoading}</p> : null}
      {kind === 'pdf' ? (
        <Suspense fallback={null}>
          <PdfViewer url={file.url} onLoaded={() => setLoading(false)} />
        </Suspense>
      ) : kind === 'image' ? (
        <img className="file-viewer__image" src={file.url} alt={file.name} />
      ) : (
        <p>{text.noPreview}</p>
      )}
    </dialog>
  )
}
