import { useEffect } from 'react'

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
          {/* a plain box, ticked as the URL says; useChoicesFromUrl keeps it so after the page's updates */}
          <input type={type} name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
          <span lang={lang}>{o.label}</span>
          {counts ? <span className="filter-group__count"> ({counts[o.value] ?? 0})</span> : null}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Ticks the boxes of form `formId` as the URL says when what it says changes (Clear filters, Back, a choice applied).
 * The boxes stay the same inputs across updates, so the box the patient just ticked keeps the focus (a screen reader
 * stays on it and hears the count, ADR 81). One effect for the whole form rather than one per box: the doctor list
 * has some fifty boxes, each a component to render on the server and to hydrate on the phone.
 */
export function useChoicesFromUrl(formId: string, groups: readonly ChoiceGroup[]) {
  // one string, so the effect runs when what is chosen changes, not on every render; a hospital's names may hold any sign
  const chosen = JSON.stringify(groups.flatMap((g) => g.chosen.map((value) => `${g.name}=${value}`)))
  useEffect(() => {
    const ticked = new Set(JSON.parse(chosen) as string[])
    const form = document.getElementById(formId)
    for (const box of form?.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]') ?? []) {
      box.checked = ticked.has(`${box.name}=${box.value}`)
    }
  }, [formId, chosen])
}
