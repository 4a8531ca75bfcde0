import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { announceAfterPageFocus } from '../announce/audible-focus'

/**
 * Told once to the patient's other sessions after a sign-in from a browser new to the account (ADR 88), with the
 * way to the devices screen. The server gives it to one answer only, so without JavaScript it shows on that one
 * page. With JavaScript it is said once through the page's polite region (ADR 81), after the page's own focus, and
 * shows on the page it came with: the frame's data it comes in is kept across pages, and the notice goes with the
 * first page the patient moves to. On screen it is plain text, so it is not read twice.
 */
export function NewSignInNotice({ text }: { text: string | null }) {
  const t = useTexts('newSignInNotice')
  const shown = useOnItsPage(text)
  const words = shown ? `${shown} ${t.notYou} ${t.signItOut}` : null

  useEffect(() => (words ? announceAfterPageFocus(words) : undefined), [words])

  if (!shown) return null
  return (
    <p className="notice notice--warning">
      {shown} {t.notYou} <Link to={Path.devices}>{t.signItOut}</Link>
    </p>
  )
}

/** `value` on the page it came with (the location it arrived at); null once the patient is on another. */
function useOnItsPage(value: string | null): string | null {
  const { key } = useLocation()
  const [came, setCame] = useState({ value, key })
  if (came.value !== value) {
    // new data brought it (or took it away): it belongs to the page showing now
    setCame({ value, key })
    return value
  }
  return came.key === key ? value : null
}
