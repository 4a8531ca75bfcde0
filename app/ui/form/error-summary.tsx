import { useEffect, useRef, type MouseEvent } from 'react'
import { foreignLang } from '~/utils/language/locale'
import { useLocale, useTexts } from '~/utils/language/texts'
import { Fill } from '../fill'
import { needsLabel, type FieldProblem } from './field-problem'

export type { FieldProblem }

/**
 * Lists what is wrong with a form, each linked to its field and naming it, and takes focus when it appears so
 * keyboard and screen-reader users land on it (GOV.UK's error summary, ADR 78). Taking focus is how it is heard,
 * once: it is a labelled region whose description is the list, not an alert, which would say it a second time.
 * A hospital service's message, shown as received, is marked as English on a Hindi or Kannada page.
 */
export function ErrorSummary({
  formErrors = [],
  fieldErrors = [],
  id,
}: {
  formErrors?: string[]
  fieldErrors?: FieldProblem[]
  id: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const { problemTitle, fieldProblem } = useTexts('formMessages')
  const locale = useLocale()
  const count = formErrors.length + fieldErrors.length
  const signature = [...formErrors, ...fieldErrors.map((f) => f.message)].join('|')

  useEffect(() => {
    if (count > 0) ref.current?.focus()
  }, [count, signature])

  if (count === 0) return null
  return (
    // autoFocus: without JavaScript the browser itself puts focus here when the page arrives
    <div
      ref={ref}
      id={id}
      className="error-summary"
      role="region"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list`}
      autoFocus
    >
      <h2 id={`${id}-title`} className="error-summary__title">
        {problemTitle}
      </h2>
      <ul id={`${id}-list`}>
        {formErrors.map((message) => (
          <li key={message} lang={foreignLang(message, locale)}>
            {message}
          </li>
        ))}
        {fieldErrors.map((f) => (
          <li key={f.fieldId}>
            {/* a plain link: without JavaScript the browser follows it to the field and focuses it */}
            <a href={`#${f.fieldId}`} onClick={(event) => focusField(event, f.fieldId)}>
              {needsLabel(f) ? (
                <Fill
                  text={fieldProblem}
                  values={{ label: f.label, message: <span lang={foreignLang(f.message, locale)}>{f.message}</span> }}
                />
              ) : (
                <span lang={foreignLang(f.message, locale)}>{f.message}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * With JavaScript the link moves focus itself, as GOV.UK's error summary does: following the hash would be a
 * navigation to the same page that the router answers without the action's answer, so every value and error of
 * the form would go. The field's label (or its group's legend) is scrolled into view with it, so the patient
 * sees what the field is, not only the box.
 */
export function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId)
  if (!field) return
  event.preventDefault()
  const label =
    document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field.closest('fieldset')?.querySelector('legend')
  ;(label ?? field).scrollIntoView()
  field.focus({ preventScroll: true })
}
