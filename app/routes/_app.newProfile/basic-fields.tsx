import { GENDERS } from '~/domain/common/genders'
import { ADDRESS_MAX } from '~/domain/profile/limits'
import { Field } from '~/ui/form/field'
import { SelectField } from '~/ui/form/select-field'
import { selectProps } from '~/ui/form/server-form'
import { TextAreaField } from '~/ui/form/textarea-field'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'
import type { ProfileFormState } from './use-profile-form'

/**
 * Basic: names, gender, date of birth, state and city, pincode, address. Choosing a state loads its
 * cities (a fetcher); without JavaScript a button posts the whole form for them. The states and
 * cities are the hospital service's names, shown as received (serviceOptions).
 */
export function BasicFields({ form, states }: { form: ProfileFormState; states: string[] }) {
  const hydrated = useHydrated()
  const profileLabels = useTexts('profileLabels')
  const profileLegends = useTexts('profileLegends')
  const profileScreen = useTexts('profileScreen')
  const profileGenders = useTexts('profileGenders')
  const { fields, value, input, cities } = form
  return (
    <fieldset>
      <legend>{profileLegends.basic}</legend>
      <Field label={profileLabels.firstName} {...input('firstName')} />
      <Field label={profileLabels.middleName} {...input('middleName')} />
      <Field label={profileLabels.lastName} {...input('lastName')} />
      <SelectField
        label={profileLabels.gender}
        selectProps={{ ...selectProps(fields.gender), defaultValue: value('gender') }}
        options={GENDERS.map((g) => ({ value: g, label: profileGenders[g] }))}
        errors={fields.gender.errors}
      />
      <Field label={profileLabels.dateOfBirth} {...input('dateOfBirth', 'date')} />
      <SelectField
        label={profileLabels.state}
        selectProps={{
          ...selectProps(fields.state),
          defaultValue: value('state'),
          onChange: (event) => form.showCitiesOf(event.currentTarget.value),
        }}
        options={states.map((s) => ({ value: s, label: s }))}
        serviceOptions
        errors={fields.state.errors}
      />
      {hydrated ? null : (
        <button type="submit" name="intent" value="cities" className="button" formNoValidate>
          {profileScreen.showCities}
        </button>
      )}
      <SelectField
        key={cities.join('|')}
        label={profileLabels.city}
        selectProps={{
          ...selectProps(fields.city),
          key: `${fields.city.key}-${cities.length}`,
          defaultValue: cities.includes(value('city')) ? value('city') : '',
        }}
        options={cities.map((c) => ({ value: c, label: c }))}
        serviceOptions
        errors={fields.city.errors}
      />
      <Field label={profileLabels.pinCode} {...input('pinCode', 'text', { inputMode: 'numeric' })} />
      <TextAreaField
        label={profileLabels.address}
        textareaProps={{
          key: fields.address.key,
          id: fields.address.id,
          name: 'address',
          rows: 2,
          maxLength: ADDRESS_MAX,
          defaultValue: value('address'),
        }}
      />
    </fieldset>
  )
}
