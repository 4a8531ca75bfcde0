import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { useState } from 'react'
import { CheckboxField } from '~/ui/form/checkbox-field'
import { useTexts } from '~/utils/language/texts'
import { postPasskey } from './passkey-post.client'

/**
 * "Use a passkey" at the second step (ADR 92): the browser's own steps, then the resource checks
 * the answer and passes the step as a code does; the page goes where sign-in leads. A failure or a
 * cancel says so in the page's language, and the code forms stay.
 */
export default function PasskeySignIn({ url, remember }: { url: string; remember: boolean }) {
  const text = useTexts('secondStepScreen')
  const notices = useTexts('twoStepMessages')
  const [rememberOn, setRememberOn] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function use() {
    setBusy(true)
    setError(null)
    // the resource's own message (the limit's, in the page's language) when it gave one
    let refusal: string | undefined
    try {
      const start = await postPasskey(url, { intent: 'options' })
      refusal = start.error
      if (!start.options) throw new Error('no options')
      const optionsJSON = start.options as unknown as PublicKeyCredentialRequestOptionsJSON
      const response = await startAuthentication({ optionsJSON })
      const fields = { intent: 'verify', response: JSON.stringify(response) }
      const done = await postPasskey(url, rememberOn ? { ...fields, remember: 'on' } : fields)
      refusal = done.error
      if (!done.to) throw new Error('not passed')
      window.location.assign(done.to)
    } catch {
      // a cancel in the browser, or a refusal: said in the page's language
      setError(refusal ?? notices.passkeyFailed)
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="passkey-title">
      <h2 id="passkey-title">{text.passkeyHeading}</h2>
      <p>{text.passkeyIntro}</p>
      {remember ? (
        <>
          <CheckboxField
            label={text.remember}
            inputProps={{
              id: 'remember-passkey',
              type: 'checkbox',
              checked: rememberOn,
              onChange: (event) => setRememberOn(event.target.checked),
            }}
          />
          <p className="field__hint">{text.rememberHint}</p>
        </>
      ) : null}
      <button type="button" className="button button--primary button--block" onClick={use} disabled={busy}>
        {busy ? text.passkeyWaiting : text.usePasskey}
      </button>
      <p role="alert" className="field__error">
        {error}
      </p>
    </section>
  )
}
