import { useActionData, useFetcher, useNavigation } from '@remix-run/react'
import type { InputHTMLAttributes } from 'react'
import { FREE_TEXT_MAX, MOBILE_DIGITS, NAME_MAX, PINCODE_MAX } from '~/domain/profile/limits'
import { CSRF_FIELD, useCsrfToken } from '~/ui/form/csrf-field'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { useTexts } from '~/utils/language/texts'
import type { answerProfileForm } from './profile-form.server'
import type { LoadedProfile } from './profile.server'

const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
  'state',
  'city',
  'pinCode',
  'address',
  'email',
  'phoneNumber',
  'education',
  'occupation',
  'medicalHistory',
  'medicalInformation',
  'therapy',
] as const

type ProfileFieldName = (typeof PROFILE_FIELDS)[number]

/**
 * The edit form's state: the fields (ids, errors, keys) from the action's last answer, the values
 * to show (as typed when the action answered, else as saved) and the cities of the chosen state.
 */
export function useProfileForm({ profile, cities: savedCities }: LoadedProfile) {
  const lastResult = useActionData<typeof answerProfileForm>()
  const citiesFetcher = useFetcher<typeof answerProfileForm>()
  const csrfToken = useCsrfToken()
  const saving = useNavigation().state === 'submitting'
  // the action's answer itself (not a new object per render): the inputs' keys change only with a new answer
  const labels = useTexts('profileLabels')
  const form = useServerForm<Record<ProfileFieldName, string>>(
    'profile',
    lastResult,
    PROFILE_FIELDS,
    {
      firstName: { required: true, maxLength: NAME_MAX },
      middleName: { maxLength: NAME_MAX },
      lastName: { required: true, maxLength: NAME_MAX },
      gender: { required: true },
      dateOfBirth: { required: true },
      state: { required: true },
      city: { required: true },
      pinCode: { required: true, maxLength: PINCODE_MAX },
      phoneNumber: { required: true, maxLength: MOBILE_DIGITS, pattern: '[0-9]*' },
      education: { maxLength: FREE_TEXT_MAX },
      occupation: { maxLength: FREE_TEXT_MAX },
    },
    labels,
  )
  const sent = lastResult?.initialValue ?? null
  const value = (name: ProfileFieldName) => form.fields[name].defaultValue ?? (sent ? '' : String(profile[name] ?? ''))
  const sentList = (name: string): string[] | null => {
    if (!sent) return null
    const v = sent[name]
    return Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []
  }
  /** Field's props for an input of the form, but its label: its state and the value to show. */
  const input = (name: ProfileFieldName, type = 'text', extra: InputHTMLAttributes<HTMLInputElement> = {}) => ({
    inputProps: { ...inputProps(form.fields[name], type), defaultValue: value(name), ...extra },
    errors: form.fields[name].errors,
  })
  const fetchedCities =
    citiesFetcher.data && 'cities' in citiesFetcher.data ? citiesFetcher.data.cities : (lastResult?.cities ?? null)
  return {
    ...form,
    lastResult,
    saving,
    value,
    input,
    languages: sentList('languages') ?? profile.languages,
    physical: sent ? sent.physical === 'on' : profile.physical,
    online: sent ? sent.online === 'on' : profile.online,
    cities: fetchedCities ?? savedCities,
    showCitiesOf: (state: string) =>
      citiesFetcher.submit({ [CSRF_FIELD]: csrfToken, intent: 'cities', state }, { method: 'post' }),
  }
}

export type ProfileFormState = ReturnType<typeof useProfileForm>
