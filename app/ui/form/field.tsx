import type { InputHTMLAttributes } from 'react'

/**
 * What ties a control to its hint and its errors: the attributes the control takes (aria-invalid,
 * aria-describedby) and the two paragraphs beside it. Every field component of the portal uses it.
 */
export function fieldParts(id: string, errors?: string[], hint?: string) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = Boolean(errors?.length)
  return {
    control: {
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined,
    },
    hint: hint ? (
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    ) : null,
    errors: invalid ? (
      <p id={errorId} className="field__error">
        {errors!.join('. ')}
      </p>
    ) : null,
  }
}

/**
 * A labelled input whose errors are tied to it with aria-describedby and
 * aria-invalid. `inputProps` usually come from `inputProps` of app/ui/form/server-form.ts.
 */
export function Field({
  label,
  inputProps,
  errors,
  hint,
}: {
  label: string
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string }
  errors?: string[]
  hint?: string
}) {
  // a server field's props carry its `key` (new with each answer); React wants it on its own, not spread
  const { key, ...props } = inputProps
  const parts = fieldParts(inputProps.id, errors, hint)
  return (
    <div className="field">
      <label htmlFor={inputProps.id}>{label}</label>
      {parts.hint}
      <input key={key} {...props} {...parts.control} />
      {parts.errors}
    </div>
  )
}
