import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * A checkbox with its label after it and its errors tied to it with aria-describedby and
 * aria-invalid. `inputProps` usually come from `checkboxProps` (app/ui/server-form.ts).
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
  // Conform hands a `key` along with the props; React wants it on its own.
  const { key, ...props } = inputProps
  const errorId = `${inputProps.id}-error`
  return (
    <div className="checkbox">
      <input
        key={key}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      />
      <label htmlFor={inputProps.id}>{label}</label>
      {errors?.length ? (
        <p id={errorId} className="field__error">
          {errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}
