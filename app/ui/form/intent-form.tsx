import type { ReactNode } from 'react'
import { Form } from '~/ui/form/csrf-field'
import { usePendingIntent } from '~/ui/form/pending-intent'
import { SubmitButton } from '~/ui/form/submit-button'

type Props = {
  /** what the action does, read from the form's `intent` */
  intent: string
  /** the one thing it acts on (a passkey, a device's handle), as a hidden field */
  on?: { name: string; value: string }
  className: string
  /** the button's name for a screen reader, where its words alone don't say what it acts on */
  label?: string
  /** a whole new page after it (switching account): nothing of the page before stays in the browser's memory */
  reloadDocument?: boolean
  children: ReactNode
}

/** A form of one button that posts one intent, pending while that very post is sent: remove, end, sign out. */
export function IntentForm({ intent, on, className, label, reloadDocument, children }: Props) {
  const pending = usePendingIntent(intent, on)
  return (
    <Form method="post" reloadDocument={reloadDocument}>
      {on ? <input type="hidden" name={on.name} value={on.value} /> : null}
      <SubmitButton name="intent" value={intent} className={className} aria-label={label} pending={pending}>
        {children}
      </SubmitButton>
    </Form>
  )
}
