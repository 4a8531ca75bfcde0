import type { TextareaHTMLAttributes } from 'react'

/**
 * A labelled text area, with an optional hint, and its errors tied to it with aria-describedby and
 * aria-invalid: the free texts of the profile and the cancellation's reason.
 */
export function TextAreaField({
  label,
  textareaProps,
  errors,
  hint,
}: {
  label: string
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string }
  errors?: string[]
  hint?: string
}) {
  const { key, ...props } = textareaProps
  const errorId = `${textareaProps.id}-error`
  const hintId = `${textareaProps.id}-hint`
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={textareaProps.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <textarea key={key} {...props} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} />
      {errors?.length ? (
        <p id={errorId} className="field__error">
          {errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}
