import type { InputHTMLAttributes, RefObject } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'

/**
 * One chat field: label, hint, the input beside its button, and its error. The error is not a
 * live region: the field has focus and reads it as its description, once (ADR 78). The message
 * field waits for the history (`ready`) once JavaScript runs.
 */
export function ChatInput(props: {
  id: string
  label: string
  hint: string
  error: string | null
  inputRef: RefObject<HTMLInputElement>
  button: string
  primary?: boolean
  ready?: boolean
  input: InputHTMLAttributes<HTMLInputElement>
}) {
  const { id, label, hint, error, inputRef, button, primary = false, ready, input } = props
  const text = useTexts('chatMessages')
  const hydrated = useHydrated()
  const waiting = ready !== undefined && hydrated && !ready
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div className="chat__row">
        <input
          ref={inputRef}
          id={id}
          {...input}
          disabled={waiting || undefined}
          placeholder={waiting ? text.loading : input.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={waiting || undefined}>
          {button}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  )
}
