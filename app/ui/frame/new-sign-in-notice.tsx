import { Link } from '@remix-run/react'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/**
 * Told once to the patient's other sessions after a sign-in from a browser new to the account
 * (ADR 88), with the way to the devices screen. Plain text in the page, no live region: it comes
 * with a page, and the page's own alerts keep the live regions to themselves.
 */
export function NewSignInNotice({ text }: { text: string }) {
  const t = useTexts('newSignInNotice')
  return (
    <p className="notice notice--warning">
      {text} {t.notYou} <Link to={Path.devices}>{t.signItOut}</Link>
    </p>
  )
}
