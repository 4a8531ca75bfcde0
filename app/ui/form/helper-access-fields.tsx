import { END_CHOICES } from '~/domain/helpers/grant-end'
import type { ServerField } from '~/ui/form/server-form'
import { fill, useTexts } from '~/utils/language/texts'
import { fieldParts } from './field'

/** The scopes as ticked last time: one value, several or none (app/ui/form/server-form.ts keeps strings only). */
export function tickedOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' ? [value] : []
}

/**
 * What a helper may do and until when, as tick boxes and choices with plain explanations
 * (docs/helpers.md#the-scopes): the invitation's and a change's shared part. Each group is a
 * fieldset whose first control carries the field's id, so the error summary's link lands on it.
 */
export function HelperAccessFields({
  fields,
  ticked,
  range,
  latest,
}: {
  fields: { scopes: ServerField; end: ServerField; endDate: ServerField }
  ticked: string[]
  /** the date field's first and last allowed day (YYYY-MM-DD) */
  range: { min: string; max: string }
  /** the last allowed day as the page writes dates */
  latest: string
}) {
  const text = useTexts('helpersScreen')
  const scopeParts = fieldParts(fields.scopes.id, fields.scopes.errors, text.scopesHint)
  const endParts = fieldParts(fields.end.id, fields.end.errors)
  const dateParts = fieldParts(fields.endDate.id, fields.endDate.errors, fill(text.endDateHint, { date: latest }))
  const end = fields.end.defaultValue
  // the scopes in the order the texts explain them (the services' list: see, book, chat, call, documents)
  const scopes = Object.keys(text.scopes) as (keyof typeof text.scopes)[]
  return (
    <>
      <fieldset className="card" aria-describedby={scopeParts.control['aria-describedby']}>
        <legend>{text.scopesLegend}</legend>
        {scopeParts.hint}
        {scopeParts.errors}
        {scopes.map((scope, i) => (
          <div className="checkbox" key={`${scope}-${fields.scopes.key}`}>
            <input
              type="checkbox"
              id={i === 0 ? fields.scopes.id : `${fields.scopes.id}-${scope}`}
              name="scopes"
              value={scope}
              defaultChecked={ticked.includes(scope)}
              aria-describedby={`${fields.scopes.id}-${scope}-hint`}
              aria-invalid={scopeParts.control['aria-invalid']}
            />
            <label htmlFor={i === 0 ? fields.scopes.id : `${fields.scopes.id}-${scope}`}>
              {text.scopes[scope].label}
            </label>
            <p id={`${fields.scopes.id}-${scope}-hint`} className="field__hint">
              {text.scopes[scope].hint}
            </p>
          </div>
        ))}
      </fieldset>
      <fieldset className="card" aria-describedby={endParts.control['aria-describedby']}>
        <legend>{text.endLegend}</legend>
        {endParts.errors}
        {END_CHOICES.map((choice, i) => (
          <div className="checkbox" key={`${choice}-${fields.end.key}`}>
            <input
              type="radio"
              id={i === 0 ? fields.end.id : `${fields.end.id}-${choice}`}
              name="end"
              value={choice}
              defaultChecked={end === choice}
              aria-invalid={endParts.control['aria-invalid']}
            />
            <label htmlFor={i === 0 ? fields.end.id : `${fields.end.id}-${choice}`}>{text.ends[choice]}</label>
          </div>
        ))}
        <div className="field">
          <label htmlFor={fields.endDate.id}>{text.endDate}</label>
          {dateParts.hint}
          <input
            key={fields.endDate.key}
            type="date"
            id={fields.endDate.id}
            name="endDate"
            min={range.min}
            max={range.max}
            defaultValue={fields.endDate.defaultValue}
            {...dateParts.control}
          />
          {dateParts.errors}
        </div>
      </fieldset>
    </>
  )
}
