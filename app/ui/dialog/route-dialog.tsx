import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A dialog that has its own URL, or is the answer to a form post (ADR 13). The
 * server renders it open in the page flow, so it works without JavaScript; with JavaScript it
 * becomes a modal over the page. Escape goes back to `closeTo` (the page underneath), or calls
 * `onClose`; the dialog's own links and forms do the rest.
 */
export function RouteDialog({
  titleId,
  describedBy,
  closeTo,
  onClose,
  children,
}: {
  titleId: string
  describedBy?: string
  children: ReactNode
} & ({ closeTo: string; onClose?: never } | { onClose: () => void; closeTo?: never })) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()

  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement
    if (dialog && !dialog.matches(':modal')) {
      // rendered open (non-modal) for the no-JS page: reopen it as a modal
      dialog.close()
      dialog.showModal()
    }
    // a dialog that goes without a navigation (the answer to a form post) leaves the focus on nothing: give it
    // back to what was focused when it opened, if that is still there (a navigation's case is ADR 80's)
    return () => {
      if (document.activeElement === document.body && opener instanceof HTMLElement && opener.isConnected)
        opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      open
      className="dialog route-dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (!closeTo) {
          event.preventDefault()
          return onClose?.()
        }
        navigate(closeTo, { preventScrollReset: true })
      }}
    >
      {children}
    </dialog>
  )
}
