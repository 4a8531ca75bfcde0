import { MEDICAL_TEXT_FIELDS, MEDICAL_TEXT_MAX } from '~/domain/booking/medical-info'
import { bookingConfirmationMessages as m, ConfirmationPageText } from '~/messages/booking/confirmation'
import { Field } from '~/ui/field'
import { inputProps, type ServerField } from '~/ui/server-form'

/** Basic enquiry: the reason and the other free texts. After a booking the reason is the booking's, read-only. */
export function MedicalInfoFields({
  fields,
  reasonReadOnly,
}: {
  fields: Record<(typeof MEDICAL_TEXT_FIELDS)[number], ServerField>
  reasonReadOnly: boolean
}) {
  return (
    <fieldset className="card">
      <legend>{ConfirmationPageText.basicEnquiry}</legend>
      {MEDICAL_TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          label={m.labels[name]}
          hint={m.textHint(MEDICAL_TEXT_MAX[name])}
          errors={fields[name].errors}
          inputProps={{
            ...inputProps(fields[name], 'text'),
            readOnly: (name === 'reason' && reasonReadOnly) || undefined,
            autoComplete: 'off',
          }}
        />
      ))}
    </fieldset>
  )
}
