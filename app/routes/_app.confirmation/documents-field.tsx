import { CONSULTATION_ACCEPT } from '~/domain/booking/medical-info'
import { Field } from '~/ui/form/field'
import type { ServerField } from '~/ui/form/server-form'
import { useTexts } from '~/utils/language/texts'

/**
 * The documents for the doctor (docs/rules/booking.md#screens). A file input cannot be filled in again: after a refused or
 * half-saved submit it asks for them again, unless they were saved already.
 */
export function DocumentsField({ field, booked, saved }: { field: ServerField; booked: boolean; saved: boolean }) {
  const confirmationScreen = useTexts('confirmationScreen')
  if (saved) return <p className="notice">{confirmationScreen.documentsSaved}</p>
  return (
    <fieldset className="card">
      <legend>{confirmationScreen.documents}</legend>
      <Field
        label={booked ? confirmationScreen.documentsAgain : confirmationScreen.documentsLabel}
        hint={confirmationScreen.documentsHint}
        errors={field.errors}
        inputProps={{
          id: field.id,
          key: field.key,
          name: 'files',
          type: 'file',
          multiple: true,
          accept: CONSULTATION_ACCEPT,
        }}
      />
    </fieldset>
  )
}
