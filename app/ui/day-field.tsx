import { useSubmit } from '@remix-run/react'

/**
 * The day picker of a GET form (doctor list, slots, reschedule): within `range`, and with
 * JavaScript a valid new day submits its form at once; without, the form's own button does.
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
        defaultValue={day ?? undefined}
        key={day}
        onChange={(event) => {
          const input = event.currentTarget
          if (!input.form || !input.checkValidity()) return
          onDayChange?.()
          submit(input.form, { replace: true, preventScrollReset: true })
        }}
      />
    </div>
  )
}
