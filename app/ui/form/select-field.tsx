import type { SelectHTMLAttributes } from 'react'
import { foreignLang } from '~/utils/language/locale'
import { useLocale, useTexts } from '~/utils/language/texts'
import { fieldParts } from './field'

/**
 * A labelled select wired like Field: errors tied with aria-describedby and aria-invalid.
 * `serviceOptions`: the choices are a hospital service's texts (states, cities), shown as received;
 * on a Hindi or Kannada page each one in English is marked `lang="en"`, as ErrorSummary marks the
 * services' messages, so a screen reader reads it as English (docs/languages.md). Choices from our own
 * dictionaries (gender, relationship) are in the page's language and leave it out.
 */
export function SelectField({
  label,
  selectProps,
  options,
  serviceOptions = false,
  errors,
  placeholder,
}: {
  label: string
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: string }
  options: readonly { value: string; label: string }[]
  serviceOptions?: boolean
  errors?: string[]
  placeholder?: string
}) {
  const { key, ...props } = selectProps
  const { selectPlaceholder } = useTexts('formMessages')
  const locale = useLocale()
  const parts = fieldParts(selectProps.id, errors)
  return (
    <div className="field">
      <label htmlFor={selectProps.id}>{label}</label>
      <select key={key} {...props} {...parts.control}>
        <option value="">{placeholder ?? selectPlaceholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={serviceOptions ? foreignLang(o.label, locale) : undefined}>
            {o.label}
          </option>
        ))}
      </select>
      {parts.errors}
    </div>
  )
}
