import { describe, expect, it } from 'vitest'
import { errorPageMessages } from '~/messages/common/en'
import { profileActionMessages as notices } from '~/messages/profile/en'
import {
  cleanFreeText,
  cleanMobile,
  consultationModes,
  displayDate,
  phoneIsVerified,
  profileBasePath,
  profileProblems,
  profileUpdateErrorText,
  validBirthDate,
  type ProfileForm,
} from './rules'

const unexpected = errorPageMessages.unexpected

const valid: ProfileForm = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Verma',
  gender: 'FEMALE',
  dateOfBirth: '1990-04-12',
  state: 'Karnataka',
  city: 'Bengaluru',
  pinCode: '560038',
  address: '',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  education: '',
  occupation: '',
  medicalHistory: '',
  medicalInformation: '',
  therapy: '',
  physical: false,
  online: false,
  languages: [],
}

describe('profile submit rules (docs/rules/profile.md#validation, in order)', () => {
  it('passes a complete form', () => {
    expect(profileProblems(valid, notices)).toEqual([])
  })

  it("lists every failure in the rules' order with its message", () => {
    const empty = { ...valid, firstName: 'A', lastName: ' ', gender: '', dateOfBirth: '', state: '', city: '' }
    expect(
      profileProblems({ ...empty, pinCode: '1', email: 'not-an-email', phoneNumber: '98765' }, notices).map((p) => [
        p.field,
        p.message,
      ]),
    ).toEqual([
      ['firstName', 'Please lengthen this text to 2 characters or more'],
      ['lastName', 'Enter your last name'],
      ['gender', 'Select the gender value'],
      ['dateOfBirth', 'Please select DOB'],
      ['state', 'Please select state'],
      ['city', 'Please select city'],
      ['pinCode', 'Please enter valid pincode number'],
      ['email', 'Please enter valid email address'],
      ['phoneNumber', 'Please enter 10 digit Mobile Number'],
    ])
  })

  it('asks for an empty name by its name, and gives the length rule only to a name too short', () => {
    expect(profileProblems({ ...valid, firstName: '', lastName: 'V' }, notices)).toEqual([
      { field: 'firstName', message: 'Enter your first name' },
      { field: 'lastName', message: 'Please lengthen this text to 2 characters or more' },
    ])
  })

  it('takes a pincode of 2 to 10 characters', () => {
    expect(profileProblems({ ...valid, pinCode: '12' }, notices)).toEqual([])
    expect(profileProblems({ ...valid, pinCode: '1234567890' }, notices)).toEqual([])
    expect(profileProblems({ ...valid, pinCode: '12345678901' }, notices)[0]?.field).toBe('pinCode')
  })
})

describe('field cleaning', () => {
  it('removes leading spaces, cuts free text at 100 and trims it', () => {
    expect(cleanFreeText('   Teacher  ')).toBe('Teacher')
    expect(cleanFreeText(`  ${'x'.repeat(120)}`)).toHaveLength(100)
  })
  it('keeps digits only in the mobile number, at most 10', () => {
    expect(cleanMobile('98a76-54 3210 99')).toBe('9876543210')
  })
  it("shows DD-MM-YYYY in English, the month's name in Hindi and Kannada, and accepts only real past dates", () => {
    expect(displayDate('1990-04-12', 'en')).toBe('12-04-1990')
    expect(displayDate('1990-04-12', 'hi')).toBe('12 अप्रैल 1990')
    expect(displayDate('1990-04-12', 'kn')).toBe('ಏಪ್ರಿಲ್ 12, 1990')
    expect(displayDate('12/04/1990', 'hi')).toBe('12/04/1990')
    expect(validBirthDate('1990-04-12')).toBe('1990-04-12')
    expect(validBirthDate('1990-02-30')).toBeNull()
    expect(validBirthDate('2999-01-01')).toBeNull()
    expect(validBirthDate('12-04-1990')).toBeNull()
  })
})

describe('mobile verification state', () => {
  const saved = { phoneNumber: '9876543210', verificationStatus: 'verified' }
  it('is verified only for the saved verified number', () => {
    expect(phoneIsVerified(saved, '9876543210')).toBe(true)
    expect(phoneIsVerified(saved, '9876543211')).toBe(false)
    expect(phoneIsVerified({ ...saved, verificationStatus: null }, '9876543210')).toBe(false)
  })
})

describe('care services and errors', () => {
  it("maps titles with 'Physical' and 'Online' to the two checkboxes", () => {
    const modes = consultationModes([
      { id: 1, title: 'Physical Visit' },
      { id: 2, title: 'Online Consultation' },
      { id: 3, title: 'Nursing' },
    ])
    expect(modes).toEqual({
      physical: { id: 1, title: 'Physical Visit' },
      online: { id: 2, title: 'Online Consultation' },
    })
  })

  it("builds 'key : value' lines from errorMap, else error with errorFields, else errorMessage", () => {
    expect(profileUpdateErrorText({ status: 400, errorMap: { pinCode: 'bad' } }, unexpected)).toEqual(['pinCode : bad'])
    expect(profileUpdateErrorText({ status: 400, error: 'Invalid', errorFields: ['city'] }, unexpected)).toEqual([
      'Invalid city',
    ])
    expect(profileUpdateErrorText({ status: 500, errorMessage: 'Down' }, unexpected)).toEqual(['Down'])
    expect(profileUpdateErrorText({ status: 0, errorMessage: 'No answer within 10 ms' }, unexpected)).toEqual([
      'Something went wrong on our side. Please try again later.',
    ])
  })

  it('keeps the URL in use', () => {
    expect(profileBasePath('http://x/patientProfile/verify')).toBe('patientProfile')
    expect(profileBasePath('http://x/newProfile?edit')).toBe('newProfile')
  })
})
