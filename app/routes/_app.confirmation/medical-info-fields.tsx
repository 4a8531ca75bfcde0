import { MEDICAL_TEXT_FIELDS, MEDICAL_TEXT_MAX } from '~/domain/booking/medical-info'
import { Field } from '~/ui/form/field'
import { inputProps, type ServerField } from '~/ui/form/server-form'
import { fill, useTexts } from '~/utils/language/texts'

/** Basic enquiry: the reason and the other free texts. After a booking the reason is the booking's, read-only. */
export function MedicalInfoFields({
  fields,
  reasonReadOnly,
}: {
  fields: Record<(typeof MEDICAL_TEXT_FIELDS)[number], ServerField>
  reasonReadOnly: boolean
}) {
  const m = useTexts('bookingConfirmationMessages')
  const confirmationScreen = useTexts('confirmationScreen')
  return (
    <fieldset className="card">
      <legend>{confirmationScreen.basicEnquiry}</legend>
      {MEDICAL_TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          label={m.labels[name]}
          hint={fill(m.textHint, { max: MEDICAL_TEXT_MAX[name] })}
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
