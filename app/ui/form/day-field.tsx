import { useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * The day picker of a GET form (doctor list, slots, reschedule): within `range`, and with
 * JavaScript a valid new day submits its form when the patient leaves the field, never while they are
 * in it: typed part by part, a date passes through other valid days, and an update landing between two
 * key presses (a slow phone, a patient who types slowly) could change the month under the day being
 * typed (docs/accessibility.md). Enter and the form's own button submit as they do without JavaScript; a
 * patient who passes the button without pressing it gets the new day's page as they leave it.
 */
export function DayField({
  id,
  label,
  range,
  day,
  form,
  onDayChange,
}: {
  id: string
  label: string
  range: { min: string; max: string }
  day: string | null
  /** the form's id, when the field stands outside it */
  form?: string
  onDayChange?: () => void
}) {
  const submit = useSubmit()
  const input = useRef<HTMLInputElement>(null)
  const shown = useRef(day)
  shown.current = day
  const update = (field: HTMLInputElement) => {
    if (!field.form || !field.checkValidity() || field.value === shown.current) return
    onDayChange?.()
    submit(field.form, { replace: true, preventScrollReset: true })
  }
  // The same input for every day, so the part the patient is changing (day, month, year) keeps the focus when the
  // page updates; a day that came from elsewhere (Back, a link) is shown unless the patient is in the field.
  useEffect(() => {
    const field = input.current
    if (field && day && field.value !== day && document.activeElement !== field) field.value = day
  }, [day])
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name="date"
        form={form}
        required
        min={range.min}
        max={range.max}
        ref={input}
        defaultValue={day ?? undefined}
        onBlur={(event) => {
          const field = event.currentTarget
          const next = event.relatedTarget
          // on to the form's own button: pressing it submits (once); left unpressed, leaving it does
          if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === field.form) {
            next.addEventListener('blur', () => update(field), { once: true })
          } else update(field)
        }}
      />
    </div>
  )
}
