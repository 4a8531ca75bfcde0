import { useEffect, useRef } from 'react'

export type Choice = { value: string; label: string }

/** One fieldset of the form: radio buttons or checkboxes under a legend. */
export type ChoiceGroup = {
  legend: string
  name: string
  options: Choice[]
  chosen: readonly string[]
  /** how many doctors each choice lists, by value (none when the doctors could not be loaded) */
  counts?: Record<string, number> | undefined
  type?: 'checkbox' | 'radio'
  /** the choices' language, when the hospital's services name them (ours are in the page's) */
  lang?: string
}

export function CheckGroup({ legend, name, options, chosen, counts, type = 'checkbox', lang }: ChoiceGroup) {
  if (options.length === 0) return null
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="filter-group__option">
          <ChoiceInput type={type} name={name} value={o.value} chosen={chosen.includes(o.value)} />
          <span lang={lang}>{o.label}</span>
          {counts ? <span className="filter-group__count"> ({counts[o.value] ?? 0})</span> : null}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * A choice's box, ticked as the URL says. The same input across updates, so the box the patient just ticked keeps
 * the focus (a screen reader stays on it and hears the count, ADR 81); a new URL (Clear filters, Back) sets it.
 */
function ChoiceInput({
  chosen,
  ...input
}: {
  type: 'checkbox' | 'radio'
  name: string
  value: string
  chosen: boolean
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.checked = chosen
  }, [chosen])
  return <input ref={ref} {...input} defaultChecked={chosen} />
}
