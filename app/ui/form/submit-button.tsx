import type { ButtonHTMLAttributes, MouseEvent } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-disabled'> & {
  /** the form is being sent (or its files made ready): a second press sends nothing */
  pending: boolean
}

/**
 * A form's submit button, pending while its form is sent, as GOV.UK's and the NHS's buttons are: marked
 * `aria-disabled` and its presses held here, never `disabled`. A disabled button gives up the focus, so a
 * screen reader is left on the document and moves to the next page's heading without a word; this one keeps the
 * focus until the next page takes it (ADR 80), and is read as unavailable meanwhile. A press while pending (a
 * click, Enter or Space on it, Enter in a field of its form) is a click on it, and its default is prevented;
 * the actions' own guards (booking once) hold what a script cannot. `disabled` stays for a button that may not
 * be used at all yet (no tick in the consent box). Without JavaScript nothing is pending: each press is a post.
 */
export function SubmitButton({ pending, onClick, children, ...props }: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <button type="submit" {...props} aria-disabled={pending || undefined} onClick={press}>
      {children}
    </button>
  )
}
