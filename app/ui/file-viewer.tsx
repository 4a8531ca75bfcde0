import { lazy, Suspense, useEffect, useRef } from 'react'
import { previewKind } from '~/domain/chat'
import { useTexts } from '~/utils/texts'

// pdf.js is large: fetched only when a PDF is opened, never part of a page's first load
const PdfViewer = lazy(() => import('~/islands/pdf-viewer.client'))

export type ViewedFile = { name: string; url: string; downloadUrl: string }

/**
 * The file viewer (docs/rules/chat.md#screens, and the chat's attachments), a modal dialog with JavaScript:
 * a PDF shows every page, an image shows with Download and Print, a Word file offers the download.
 */
export function FileViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const text = useTexts('chatMessages')
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const kind = previewKind(file.name)
  return (
    <dialog ref={ref} className="dialog file-viewer" aria-labelledby="file-viewer-title" onClose={onClose}>
      <div className="file-viewer__bar">
        <h2 id="file-viewer-title">{file.name}</h2>
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
        <Suspense fallback={<p role="status">{text.viewerLoading}</p>}>
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
