import { identityMessages } from '~/messages/identity'
import { identityScreens as screen } from '~/messages/identity/screens'

/** The hospital's consent text and its link, in a scrollable region a keyboard can reach. */
export function ConsentMessage({
  consent,
  label,
}: {
  consent: { message: string; url?: string | null } | null
  label: string
}) {
  return (
    <div className="consent__message" tabIndex={0} role="region" aria-label={label}>
      <p>{consent?.message ?? identityMessages.register.consentMissing}</p>
      {consent?.url ? (
        <p>
          <a href={consent.url} rel="noopener noreferrer" target="_blank">
            {screen.fullConsent}
          </a>
        </p>
      ) : null}
    </div>
  )
}
