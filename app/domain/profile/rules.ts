import { formatLanguageDate } from '~/domain/common/format'
import type { Locale } from '~/utils/language/locale'
import type { English } from '~/utils/language/texts'
import { FREE_TEXT_MAX, MOBILE_DIGITS, NAME_MIN, PINCODE_MAX, PINCODE_MIN } from './limits'

/** What the profile form sends, already cleaned (see cleanProfileForm). */
export type ProfileForm = {
  firstName: string
  middleName: string
  lastName: string
  gender: string
  dateOfBirth: string
  state: string
  city: string
  pinCode: string
  address: string
  email: string
  phoneNumber: string
  education: string
  occupation: string
  medicalHistory: string
  medicalInformation: string
  therapy: string
  physical: boolean
  online: boolean
  languages: string[]
}

export type ProfileProblem = { field: keyof ProfileForm; message: string }

/** Free text as the form keeps it: leading spaces removed, at most 100 characters, then trimmed. */
export function cleanFreeText(value: string): string {
  return value.replace(/^\s+/, '').slice(0, FREE_TEXT_MAX).trim()
}

/** The mobile input accepts digits only, at most 10. */
export function cleanMobile(value: string): string {
  return value.replace(/\D/g, '').slice(0, MOBILE_DIGITS)
}

/** As the add-person contact's: no two parts can take the same characters, so the check is linear. */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/

/** The submit rules of docs/rules/profile.md#validation, in their order, in the page's language; empty when the form may be sent. */
export function profileProblems(form: ProfileForm, notices: English['profileActionMessages']): ProfileProblem[] {
  const problems: ProfileProblem[] = []
  const add = (field: keyof ProfileForm, message: string) => problems.push({ field, message })
  // an empty name asks for it; only one too short gets the length rule
  const name = (value: string, required: string) =>
    value.trim() === '' ? required : value.trim().length < NAME_MIN ? notices.nameTooShort : null
  const firstName = name(form.firstName, notices.firstNameRequired)
  if (firstName) add('firstName', firstName)
  const lastName = name(form.lastName, notices.lastNameRequired)
  if (lastName) add('lastName', lastName)
  if (!form.gender) add('gender', notices.gender)
  if (!form.dateOfBirth) add('dateOfBirth', notices.dob)
  if (!form.state) add('state', notices.state)
  if (!form.city) add('city', notices.city)
  const pin = form.pinCode.trim()
  if (pin.length < PINCODE_MIN || pin.length > PINCODE_MAX) add('pinCode', notices.pincode)
  if (!EMAIL.test(form.email)) add('email', notices.email)
  if (form.phoneNumber.length < MOBILE_DIGITS) add('phoneNumber', notices.mobile)
  return problems
}

/**
 * The service's YYYY-MM-DD for display (anything else is shown as received): DD-MM-YYYY
 * in English, the month's name in Hindi and Kannada ('12 अप्रैल 1990'). A calendar date, so no zone.
 */
export function displayDate(isoDate: string | null | undefined, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '')
  if (!match) return isoDate ?? ''
  if (locale === 'en') return `${match[3]}-${match[2]}-${match[1]}`
  return formatLanguageDate(locale, new Date(`${match[0]}T00:00:00Z`), 'UTC')
}

/** A real calendar date in YYYY-MM-DD, not in the future, or null. */
export function validBirthDate(value: string, today = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null
  return date.getTime() <= today.getTime() ? value : null
}

/** Care services behind the two consultation-mode checkboxes: titles containing 'Physical' or 'Online'. */
export function consultationModes(careServices: readonly { id: number; title: string }[]) {
  return {
    physical: careServices.find((s) => s.title.includes('Physical')) ?? null,
    online: careServices.find((s) => s.title.includes('Online')) ?? null,
  }
}

/** The phone's badge: verified only when it is the saved number and the service says 'verified'. */
export function phoneIsVerified(
  saved: { phoneNumber: string | null; verificationStatus: string | null },
  typed: string,
): boolean {
  return saved.verificationStatus === 'verified' && !!saved.phoneNumber && saved.phoneNumber === typed
}

/**
 * The 400 of the profile update, a line per entry of the error summary: errorMap as 'key : value'
 * lines, else error with errorFields. The services' texts are shown as received; `unexpected` (the
 * error page's text, in the page's language) stands in when they sent none.
 */
export function profileUpdateErrorText(
  error: {
    status: number
    errorMap?: Record<string, string>
    error?: string
    errorFields?: string[]
    errorMessage?: string
    serverText?: string
  },
  unexpected: string,
): string[] {
  if (error.status === 0) return [unexpected]
  if (error.status === 400) {
    if (error.errorMap && Object.keys(error.errorMap).length > 0)
      return Object.entries(error.errorMap).map(([key, value]) => `${key} : ${value}`)
    if (error.error) return [[error.error, ...(error.errorFields ?? [])].join(' ')]
  }
  return [error.errorMessage || error.serverText || unexpected]
}

/** 'newProfile' or 'patientProfile': the same screen at both URLs, so links stay on the one in use. */
export function profileBasePath(url: string): 'newProfile' | 'patientProfile' {
  return new URL(url).pathname.split('/')[1] === 'patientProfile' ? 'patientProfile' : 'newProfile'
}
