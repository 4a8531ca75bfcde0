import { useState } from 'react'
import { fill, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { FileViewer } from '../dialog/file-viewer'
import { useHydrated } from '../use-hydrated'

/**
 * The Prescription action (docs/rules/chat.md#states and docs/rules/chat.md#errors): active only for a completed appointment. A
 * plain download link without JavaScript; with it, an in-page viewer too, and the download is
 * fetched here so the link is unavailable while it runs.
 */
export function PrescriptionAction({
  appointmentId,
  available,
  doctor,
  date,
}: {
  appointmentId: number
  available: boolean
  /** the doctor and the date, which name the viewer */
  doctor: string
  date: string
}) {
  const hydrated = useHydrated()
  const text = useTexts('chatMessages')
  const [viewing, setViewing] = useState(false)
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const href = `${Path.prescription}/${appointmentId}`
  const fileName = `prescription-${appointmentId}.pdf`
  if (!available) {
    return (
      <>
        <span className="button" aria-disabled="true" aria-describedby="prescription-note">
          {text.prescription}
        </span>
        <p id="prescription-note" className="field__hint">
          {text.prescriptionUnavailable}
        </p>
      </>
    )
  }

  const download = async (event: React.MouseEvent) => {
    event.preventDefault()
    if (state === 'busy') return
    setState('busy')
    try {
      const response = await fetch(href)
      if (!response.ok || response.headers.get('Content-Type') !== 'application/pdf') throw new Error('no pdf')
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <a
        href={href}
        download={fileName}
        className="button"
        aria-disabled={state === 'busy' ? true : undefined}
        onClick={hydrated ? download : undefined}
      >
        {state === 'busy' ? text.prescriptionLoading : text.prescriptionDownload}
      </a>
      {hydrated ? (
        <button type="button" className="button" onClick={() => setViewing(true)}>
          {text.prescriptionView}
        </button>
      ) : null}
      <p aria-live="polite" className="field__error">
        {state === 'failed' ? text.prescriptionFailed : ''}
      </p>
      {viewing ? (
        <FileViewer
          file={{ name: fileName, url: href, downloadUrl: href, title: fill(text.prescriptionTitle, { doctor, date }) }}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </>
  )
}
