import { useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** How long typing must rest before a new day submits: typed part by part, a date passes through other valid days. */
const TYPING_PAUSE_MS = 700

/**
 * The day picker of a GET form (doctor list, slots, reschedule): within `range`, and with
 * JavaScript a valid new day submits its form once the patient stops changing it (a day typed
 * digit by digit must not navigate halfway, docs/accessibility.md); without, the form's own button does.
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
  const pending = useRef<ReturnType<typeof setTimeout>>()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(pending.current), [])
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
        onChange={(event) => {
          const input = event.currentTarget
          clearTimeout(pending.current)
          if (!input.form || !input.checkValidity()) return
          const form = input.form
          // the patient's own submit (Show slots) makes the waiting one pointless, and it would land
          // later and undo whatever the patient did next
          form.addEventListener('submit', () => clearTimeout(pending.current), { once: true })
          pending.current = setTimeout(() => {
            onDayChange?.()
            submit(form, { replace: true, preventScrollReset: true })
          }, TYPING_PAUSE_MS)
        }}
      />
    </div>
  )
}
