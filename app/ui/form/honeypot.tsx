import { HONEYPOT_FIELD } from '~/domain/identity/limits'
import { useTexts } from '~/utils/language/texts'

/** A field hidden from people and assistive technology; bots that fill every field fill it. */
export function Honeypot() {
  const { honeypotLabel } = useTexts('formMessages')
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{honeypotLabel}</label>
      <input id={`hp-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
