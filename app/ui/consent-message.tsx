import { consentMessage as english } from '~/messages/identity/en'
import { useLocale, type English } from '~/utils/texts'

/**
 * The hospital's consent text and its link, in a scrollable region a keyboard can reach. The text
 * is shown as the hospital's services send it, in English: on a Hindi or Kannada page it is marked
 * `lang="en"` so that a screen reader reads it as English. `texts` are the page's consentMessage
 * texts; the booking confirmation and the guest's consent pages do not send them yet and show English.
 */
export function ConsentMessage({
  consent,
  label,
  texts = english,
}: {
  consent: { message: string; url?: string | null } | null
  label: string
  texts?: English['consentMessage']
}) {
  const foreign = useLocale() === 'en' ? undefined : 'en'
  // the English stand-in, on a page that did not send its texts, is marked as English too
  const own = texts === english ? foreign : undefined
  return (
    <div className="consent__message" tabIndex={0} role="region" aria-label={label}>
      {consent ? <p lang={foreign}>{consent.message}</p> : <p lang={own}>{texts.consentMissing}</p>}
      {consent?.url ? (
        <p>
          <a href={consent.url} rel="noopener noreferrer" target="_blank" lang={own}>
            {texts.fullConsent}
          </a>
        </p>
      ) : null}
    </div>
  )
}
