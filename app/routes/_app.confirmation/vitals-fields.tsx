import { VITAL_FIELDS, VITAL_INPUT_MODE } from '~/domain/booking/medical-info'
import { Field } from '~/ui/form/field'
import { inputProps, type ServerField } from '~/ui/form/server-form'
import { useTexts } from '~/utils/language/texts'

/** Patient Vitals: height, weight, blood pressure and the others, each with the keyboard it needs. */
export function VitalsFields({ fields }: { fields: Record<(typeof VITAL_FIELDS)[number], ServerField> }) {
  const m = useTexts('bookingConfirmationMessages')
  const confirmationScreen = useTexts('confirmationScreen')
  return (
    <fieldset className="card booking-confirmation__vitals">
      <legend>{confirmationScreen.patientVitals}</legend>
      {VITAL_FIELDS.map((name) => (
        <Field
          key={name}
          label={m.labels[name]}
          hint={name === 'bloodPressure' ? m.hints.bloodPressure : undefined}
          errors={fields[name].errors}
          inputProps={{ ...inputProps(fields[name], 'text'), inputMode: VITAL_INPUT_MODE[name], autoComplete: 'off' }}
        />
      ))}
    </fieldset>
  )
}
