import type { SelectHTMLAttributes } from 'react'
import { useTexts } from '~/utils/texts'

/** A labelled select wired like Field: errors tied with aria-describedby and aria-invalid. */
export function SelectField({
  label,
  selectProps,
  options,
  errors,
  placeholder,
}: {
  label: string
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: string }
  options: readonly { value: string; label: string }[]
  errors?: string[]
  placeholder?: string
}) {
  const { key, ...props } = selectProps
  const { selectPlaceholder } = useTexts('formMessages')
  const errorId = `${selectProps.id}-error`
  return (
    <div className="field">
      <label htmlFor={selectProps.id}>{label}</label>
      <select
        key={key}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      >
        <option value="">{placeholder ?? selectPlaceholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id={errorId} className="field__error">
          {errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}
