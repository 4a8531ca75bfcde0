import { useEffect, useRef } from 'react'
import { useNonce } from '~/utils/request/nonce'

/**
 * Shows the toggle and wires it: a pressed-state button that turns the password field it controls into a text
 * field and back (the WAI-ARIA toggle pattern). Plain DOM with nothing from outside its body, so the same
 * function runs as the page's inline script (its source, on a page that ships no JavaScript, ADR 67) and from
 * React (a page reached by a client-side navigation, whose inline scripts never run). Assigning `onclick`
 * makes a second run harmless.
 */
function enablePasswordToggle(button: HTMLButtonElement) {
  const field = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLInputElement | null
  if (!field) return
  button.hidden = false
  button.onclick = () => {
    const show = button.getAttribute('aria-pressed') !== 'true'
    button.setAttribute('aria-pressed', String(show))
    field.type = show ? 'text' : 'password'
  }
}

const inlineSource = `(${enablePasswordToggle.toString()})(document.currentScript.previousElementSibling)`

/**
 * 'Show password' beside the sign-in form's password field. Hidden until a script shows it: without JavaScript
 * there is nothing to toggle and the password simply stays hidden.
 */
export function PasswordToggle({ controls, label }: { controls: string; label: string }) {
  const nonce = useNonce()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (button.current) enablePasswordToggle(button.current)
  }, [])
  return (
    <>
      <button
        ref={button}
        type="button"
        className="link-button sign-in__toggle"
        aria-pressed="false"
        aria-controls={controls}
        hidden
      >
        {label}
      </button>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineSource }} />
    </>
  )
}
