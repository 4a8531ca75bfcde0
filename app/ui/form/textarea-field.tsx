import type { TextareaHTMLAttributes } from 'react'
import { fieldParts } from './field'

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
  const parts = fieldParts(textareaProps.id, errors, hint)
  return (
    <div className="field">
      <label htmlFor={textareaProps.id}>{label}</label>
      {parts.hint}
      <textarea key={key} {...props} {...parts.control} />
      {parts.errors}
    </div>
  )
}
