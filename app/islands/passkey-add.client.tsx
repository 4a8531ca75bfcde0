import { useNavigate } from '@remix-run/react'
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useState } from 'react'
import { Field } from '~/ui/form/field'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { postPasskey } from './passkey-post.client'

/**
 * Adding a passkey on account security (ADR 92): a name, then the browser's own steps; the
 * resource checks the answer and keeps the passkey, and the page's list is read again: a navigation to
 * the same address, which re-runs the loaders and leaves the focus where it is (useRevalidator would add
 * its code to the chunk every page shares). While the browser asks, the button is marked unavailable, not
 * disabled, so it keeps the focus (ADR 80).
 */
export default function PasskeyAdd({ url }: { url: string }) {
  const text = useTexts('securityScreen')
  const notices = useTexts('twoStepMessages')
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  async function add() {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const start = await postPasskey(url, { intent: 'options' })
      // a change to the second step needs a recent one (ADR 91): confirm first, then come back
      if (start.confirm) return window.location.assign(start.confirm)
      if (!start.options) throw new Error('no options')
      const optionsJSON = start.options as unknown as PublicKeyCredentialCreationOptionsJSON
      const response = await startRegistration({ optionsJSON })
      const done = await postPasskey(url, { intent: 'verify', response: JSON.stringify(response), name })
      if (!done.notice) throw new Error('not added')
      setName('')
      setOutcome({ ok: true, text: done.notice })
      navigate(Path.security, { replace: true, preventScrollReset: true })
    } catch {
      // cancelled in the browser, or refused: the same plain sentence
      setOutcome({ ok: false, text: notices.passkeyNotAdded })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="passkey-add">
      <Field
        label={text.passkeyName}
        hint={text.passkeyNameHint}
        inputProps={{
          id: 'passkey-name',
          name: 'name',
          value: name,
          maxLength: 60,
          autoComplete: 'off',
          onChange: (event) => setName(event.target.value),
        }}
      />
      <button type="button" className="button button--primary" onClick={add} aria-disabled={busy || undefined}>
        {busy ? text.passkeyWaiting : text.addPasskey}
      </button>
      <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok ? 'alert alert--success' : ''}>
        {outcome?.text}
      </p>
    </div>
  )
}
