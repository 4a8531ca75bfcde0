import { identityMessages } from '~/messages/identity'

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
            Read the full consent (opens in a new tab)
          </a>
        </p>
      ) : null}
    </div>
  )
}
