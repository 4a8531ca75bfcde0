import { FREE_TEXT_MAX } from '~/domain/profile/limits'
import type { ServerField } from '~/ui/form/server-form'
import { TextAreaField } from '~/ui/form/textarea-field'
import { useTexts } from '~/utils/language/texts'
import type { ProfileFormState } from './use-profile-form'

/** Past Medical History and Current Medical Information: free texts of at most 100 characters. */
export function MedicalFields({ form }: { form: ProfileFormState }) {
  const { fields, value } = form
  const profileLabels = useTexts('profileLabels')
  const profileLegends = useTexts('profileLegends')
  return (
    <>
      <fieldset>
        <legend>{profileLegends.medicalHistory}</legend>
        <TextArea label={profileLabels.medicalHistory} field={fields.medicalHistory} value={value('medicalHistory')} />
      </fieldset>
      <fieldset>
        <legend>{profileLegends.medicalInformation}</legend>
        <TextArea
          label={profileLabels.medicalInformation}
          field={fields.medicalInformation}
          value={value('medicalInformation')}
        />
        <TextArea label={profileLabels.therapy} field={fields.therapy} value={value('therapy')} />
      </fieldset>
    </>
  )
}

/** A free text: leading spaces are removed as they are typed (docs/rules/profile.md#validation). */
function TextArea({ label, field, value }: { label: string; field: ServerField; value: string }) {
  return (
    <TextAreaField
      label={label}
      textareaProps={{
        key: field.key,
        id: field.id,
        name: field.name,
        rows: 2,
        maxLength: FREE_TEXT_MAX,
        defaultValue: value,
        onChange: (event) => {
          const trimmed = event.currentTarget.value.replace(/^\s+/, '')
          if (trimmed !== event.currentTarget.value) event.currentTarget.value = trimmed
        },
      }}
      errors={field.errors}
    />
  )
}
