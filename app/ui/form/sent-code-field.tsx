import { useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { fill, useTexts } from '~/utils/language/texts'
import { Field } from './field'
import { inputProps, type ServerField } from './server-form'

/** Whether the navigation under way sends a code (the form's `intent=send`). */
const sendsCode = (formData: FormData | undefined) => formData?.get('intent') === 'send'

/**
 * The field for the code texted to the patient's mobile (the second step, Account security). Once a code is sent
 * the focus goes to it, so a keyboard or screen-reader patient types the code next instead of going back past the
 * button that sent it (now "Send a new code", below the field): without JavaScript by `autoFocus` on the page the
 * send leads to, with it when the send's navigation ends. Never while the page shows errors: the error summary
 * takes the focus then (ADR 78).
 */
export function SentCodeField({ field, digits, mayFocus }: { field: ServerField; digits: number; mayFocus: boolean }) {
  const text = useTexts('secondStepScreen')
  const navigation = useNavigation()
  const sending = sendsCode(navigation.formData)
  const wasSending = useRef(false)
  const props = inputProps(field, 'text')

  useEffect(() => {
    if (wasSending.current && !sending && mayFocus) document.getElementById(props.id)?.focus()
    wasSending.current = sending
  }, [sending, mayFocus, props.id])

  return (
    <Field
      label={text.code}
      hint={fill(text.codeHint, { digits })}
      inputProps={{
        ...props,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        pattern: `[0-9]{${digits}}`,
        maxLength: digits,
        autoFocus: mayFocus,
      }}
      errors={field.errors}
    />
  )
}
