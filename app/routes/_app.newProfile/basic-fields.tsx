import { ADDRESS_MAX, GENDERS } from '~/domain/profile/limits'
import { profileMessages as text } from '~/messages/profile'
import { profilePageMessages as page } from '~/messages/profile/page'
import { Field } from '~/ui/field'
import { SelectField } from '~/ui/select-field'
import { inputProps, selectProps } from '~/ui/server-form'
import { useHydrated } from '~/ui/use-hydrated'
import type { ProfileFormState } from './use-profile-form'

/**
 * Basic: names, gender, date of birth, state and city, pincode, address. Choosing a state loads its
 * cities (a fetcher); without JavaScript a button posts the whole form for them.
 */
export function BasicFields({ form, states }: { form: ProfileFormState; states: string[] }) {
  const hydrated = useHydrated()
  const { fields, value, cities } = form
  const label = page.labels
  return (
    <fieldset>
      <legend>{page.legends.basic}</legend>
      <Field
        label={label.firstName}
        inputProps={{ ...inputProps(fields.firstName, 'text'), defaultValue: value('firstName') }}
        errors={fields.firstName.errors}
      />
      <Field
        label={label.middleName}
        inputProps={{ ...inputProps(fields.middleName, 'text'), defaultValue: value('middleName'), maxLength: 50 }}
        errors={fields.middleName.errors}
      />
      <Field
        label={label.lastName}
        inputProps={{ ...inputProps(fields.lastName, 'text'), defaultValue: value('lastName') }}
        errors={fields.lastName.errors}
      />
      <SelectField
        label={label.gender}
        selectProps={{ ...selectProps(fields.gender), defaultValue: value('gender'), required: true }}
        options={GENDERS}
        errors={fields.gender.errors}
      />
      <Field
        label={label.dateOfBirth}
        inputProps={{
          ...inputProps(fields.dateOfBirth, 'date'),
          defaultValue: value('dateOfBirth'),
          required: true,
        }}
        errors={fields.dateOfBirth.errors}
      />
      <SelectField
        label={label.state}
        selectProps={{
          ...selectProps(fields.state),
          defaultValue: value('state'),
          required: true,
          onChange: (event) => form.showCitiesOf(event.currentTarget.value),
        }}
        options={states.map((s) => ({ value: s, label: s }))}
        errors={fields.state.errors}
      />
      {hydrated ? null : (
        <button type="submit" name="intent" value="cities" className="button" formNoValidate>
          {text.showCities}
        </button>
      )}
      <SelectField
        key={cities.join('|')}
        label={label.city}
        selectProps={{
          ...selectProps(fields.city),
          key: `${fields.city.key}-${cities.length}`,
          defaultValue: cities.includes(value('city')) ? value('city') : '',
          required: true,
        }}
        options={cities.map((c) => ({ value: c, label: c }))}
        errors={fields.city.errors}
      />
      <Field
        label={label.pinCode}
        inputProps={{ ...inputProps(fields.pinCode, 'text'), defaultValue: value('pinCode'), inputMode: 'numeric' }}
        errors={fields.pinCode.errors}
      />
      <div className="field">
        <label htmlFor={fields.address.id}>{label.address}</label>
        <textarea
          key={fields.address.key}
          id={fields.address.id}
          name="address"
          rows={2}
          maxLength={ADDRESS_MAX}
          defaultValue={value('address')}
        />
      </div>
    </fieldset>
  )
}
