import { useLocale, useTexts } from '~/utils/language/texts'

/**
 * The hospital's consent text and its link, in a scrollable region a keyboard can reach. The text
 * is shown as the hospital's services send it, in English: on a Hindi or Kannada page it is marked
 * `lang="en"` so that a screen reader reads it as English. Its page's loader sends the consentMessages texts.
 */
export function ConsentMessage({
  consent,
  label,
}: {
  consent: { message: string; url?: string | null } | null
  label: string
}) {
  const texts = useTexts('consentMessages')
  const foreign = useLocale() === 'en' ? undefined : 'en'
  return (
    <div className="consent__message" tabIndex={0} role="region" aria-label={label}>
      {consent ? <p lang={foreign}>{consent.message}</p> : <p>{texts.consentMissing}</p>}
      {consent?.url ? (
        <p>
          <a href={consent.url} rel="noopener noreferrer" target="_blank">
            {texts.fullConsent}
          </a>
        </p>
      ) : null}
    </div>
  )
}
