import type { InputHTMLAttributes } from 'react'

/**
 * A labelled input whose errors are tied to it with aria-describedby and
 * aria-invalid. `inputProps` usually come from Conform's getInputProps.
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
  // Conform hands a `key` along with the props; React wants it on its own.
  const { key, ...props } = inputProps
  const errorId = `${inputProps.id}-error`
  const hintId = `${inputProps.id}-hint`
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={inputProps.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input key={key} {...props} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} />
      {errors?.length ? (
        <p id={errorId} className="field__error">
          {errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}
