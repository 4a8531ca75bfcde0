import type { InputHTMLAttributes, ReactNode } from 'react'
import { fieldParts } from './field'

/**
 * A checkbox with its label after it and its errors tied to it with aria-describedby and
 * aria-invalid. `inputProps` usually come from `checkboxProps` (app/ui/form/server-form.ts).
 */
export function CheckboxField({
  label,
  inputProps,
  errors,
}: {
  label: ReactNode
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string }
  errors?: string[]
}) {
  // a server field's props carry its `key` (new with each answer); React wants it on its own, not spread
  const { key, ...props } = inputProps
  const parts = fieldParts(inputProps.id, errors)
  return (
    <div className="checkbox">
      <input key={key} {...props} {...parts.control} />
      <label htmlFor={inputProps.id}>{label}</label>
      {parts.errors}
    </div>
  )
}
