import { useLocation } from '@remix-run/react'
import { useRef } from 'react'
import { UNATTENDED_PARAM } from '~/domain/common/idle-clock'
import type { FieldProblem } from './field-problem'

/**
 * What an action answers after a refused submit: the `submission.reply()` of Conform's server-side
 * `parseWithZod` (no form library runs in the browser, ADR 10). Only the parts the page reads.
 */
export type FormReply =
  | {
      initialValue?: Record<string, unknown> | null
      error?: Record<string, string[] | null> | null
    }
  | null
  | undefined

export type ServerField = {
  id: string
  name: string
  /** the value sent last time, unless the action hid it (passwords) */
  defaultValue: string | undefined
  errors: string[] | undefined
  /** changes with every answer, so a field whose value was hidden starts empty again */
  key: string
  constraint: Constraint
}

export type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string }

/**
 * The field state of a server-validated form, without shipping a form library (ADR 10): ids,
 * kept values, errors per field and for the form, and the list for ErrorSummary. `labels` are the fields'
 * labels as shown, so the summary can name a field its message does not.
 */
export function useServerForm<T extends Record<string, unknown>>(
  id: string,
  lastResult: FormReply,
  names: readonly (keyof T & string)[],
  constraints: Partial<Record<keyof T & string, Constraint>> = {},
  labels: Partial<Record<keyof T & string, string>> = {},
) {
  // the page's own reload of its data (a call's refresh) ends the answer too: keep it while the patient is
  // on the same place, so a background reload never empties what they typed
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  params.delete(UNATTENDED_PARAM)
  const place = `${pathname}?${params}`
  const kept = useRef({ place, reply: lastResult })
  if (lastResult || kept.current.place !== place) kept.current = { place, reply: lastResult }
  const shown = kept.current.reply
  // a new answer is a new object: this form counts its own answers, so inputs can be reset by key (never a
  // count shared by every form, which would make the keys depend on the order the page renders them)
  const answers = useRef({ shown, n: 0 })
  if (answers.current.shown !== shown) answers.current = { shown, n: answers.current.n + 1 }
  const version = answers.current.n
  const values = shown?.initialValue ?? {}
  const errors = shown?.error ?? {}
  const fields = Object.fromEntries(
    names.map((name) => {
      const value = values[name]
      const field: ServerField = {
        id: `${id}-${name}`,
        name,
        defaultValue: typeof value === 'string' ? value : undefined,
        errors: errors[name]?.length ? (errors[name] ?? undefined) : undefined,
        key: `${name}-${version}`,
        constraint: constraints[name] ?? {},
      }
      return [name, field]
    }),
  ) as Record<keyof T & string, ServerField>
  const formErrors = errors['']?.length ? (errors[''] ?? []) : []
  const fieldErrors: FieldProblem[] = names.flatMap((name) => {
    const f = fields[name]
    return f.errors ? [{ fieldId: f.id, message: f.errors.join('. '), label: labels[name] }] : []
  })
  return { fields, formErrors, fieldErrors, formProps: { id, noValidate: true } }
}

/** The props of an input for a server field (Field's inputProps). */
export function inputProps(field: ServerField, type: string) {
  return {
    id: field.id,
    name: field.name,
    type,
    defaultValue: field.defaultValue,
    key: field.key,
    ...field.constraint,
  }
}

/** The props of a select for a server field (SelectField's selectProps). */
export function selectProps(field: ServerField) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.defaultValue ?? '',
    key: field.key,
    required: field.constraint.required,
  }
}

/** The props of a checkbox for a server field: ticked again if it was ticked when sent. */
export function checkboxProps(field: ServerField) {
  return {
    id: field.id,
    name: field.name,
    type: 'checkbox',
    defaultChecked: field.defaultValue === 'on',
    key: field.key,
  }
}
