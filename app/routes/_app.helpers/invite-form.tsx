import { useActionData } from '@remix-run/react'
import { inviteConstraint } from '~/domain/helpers/limits'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { HelperAccessFields, tickedOf } from '~/ui/form/helper-access-fields'
import { usePendingIntent } from '~/ui/form/pending-intent'
import { SelectField } from '~/ui/form/select-field'
import { inputProps, selectProps, useServerForm, type FormReply } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { useTexts } from '~/utils/language/texts'

const NAMES = ['helperName', 'contact', 'relationship', 'scopes', 'end', 'endDate'] as const

/**
 * The invitation form: a plain form posted to the page's action, its values kept and its errors in
 * a summary that takes focus (ADR 78) when the action refuses it.
 */
export function InviteForm({ range, latest }: { range: { min: string; max: string }; latest: string }) {
  const reply = useActionData<FormReply>()
  const sending = usePendingIntent('invite')
  const text = useTexts('helpersScreen')
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<Record<(typeof NAMES)[number], string>>(
    'invite',
    reply,
    NAMES,
    inviteConstraint,
    {
      helperName: text.name,
      contact: text.contact,
      relationship: text.relationship,
      scopes: text.scopesLegend,
      end: text.endLegend,
      endDate: text.endDate,
    },
  )
  const relationships = Object.entries(text.relationships).map(([value, label]) => ({ value, label }))
  return (
    <>
      <ErrorSummary id="invite-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <Field
          label={text.name}
          inputProps={{ ...inputProps(fields.helperName, 'text') }}
          errors={fields.helperName.errors}
        />
        <Field
          label={text.contact}
          hint={text.contactHint}
          inputProps={{ ...inputProps(fields.contact, 'text'), autoComplete: 'off', inputMode: 'email' }}
          errors={fields.contact.errors}
        />
        <SelectField
          label={text.relationship}
          selectProps={selectProps(fields.relationship)}
          options={relationships}
          errors={fields.relationship.errors}
        />
        <HelperAccessFields
          fields={fields}
          ticked={tickedOf(reply?.initialValue?.scopes)}
          range={range}
          latest={latest}
        />
        <SubmitButton name="intent" value="invite" className="button button--primary" pending={sending}>
          {sending ? text.sending : text.invite}
        </SubmitButton>
      </Form>
    </>
  )
}
