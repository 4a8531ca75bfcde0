import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import * as en from '~/messages/profile/en'
import * as kn from '~/messages/profile/kn'
import { profileDraftSchema, profileSchema } from './schemas'

const FORM = {
  firstName: ' Asha ',
  middleName: '',
  lastName: 'Verma',
  gender: 'FEMALE',
  dateOfBirth: '1990-04-12',
  state: 'Karnataka',
  city: 'Mysuru',
  pinCode: ' 570001 ',
  address: ` ${'a'.repeat(210)}`,
  email: 'someone.else@example.com',
  phoneNumber: '98765 43210',
  education: '   Postgraduate  ',
  occupation: '',
  medicalHistory: 'x'.repeat(120),
  medicalInformation: '',
  therapy: '',
}

function formData(fields: Record<string, string | string[]>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v)
  }
  return form
}

const save = (fields: Record<string, string | string[]>) =>
  parseWithZod(formData(fields), { schema: profileSchema('asha.verma@example.com', en.profileActionMessages) })

describe('the profile form (docs/rules/profile.md#validation)', () => {
  it('cleans what was typed, takes the saved e-mail, and reads the checkboxes and languages', () => {
    const submission = save({ ...FORM, online: 'on', languages: ['Kannada', 'Hindi'] })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' ? submission.value : null).toEqual({
      firstName: 'Asha',
      middleName: '',
      lastName: 'Verma',
      gender: 'FEMALE',
      dateOfBirth: '1990-04-12',
      state: 'Karnataka',
      city: 'Mysuru',
      pinCode: '570001',
      address: 'a'.repeat(200),
      email: 'asha.verma@example.com',
      phoneNumber: '9876543210',
      education: 'Postgraduate',
      occupation: '',
      medicalHistory: 'x'.repeat(100),
      medicalInformation: '',
      therapy: '',
      physical: false,
      online: true,
      languages: ['Kannada', 'Hindi'],
    })
  })

  it('reads one language as a list of one, and none as an empty list', () => {
    const one = save({ ...FORM, languages: 'Kannada' })
    expect(one.status === 'success' ? one.value.languages : null).toEqual(['Kannada'])
    const none = save(FORM)
    expect(none.status === 'success' ? none.value.languages : null).toEqual([])
  })

  it('refuses with the rules in their order, and the reply carries the form as typed', () => {
    const submission = save({
      ...FORM,
      firstName: 'A',
      lastName: ' ',
      gender: '',
      dateOfBirth: '2999-01-01',
      state: '',
      city: '',
      pinCode: '1',
      phoneNumber: '98a76',
    })
    const reply = submission.reply()
    expect(Object.entries(reply.error ?? {})).toEqual([
      ['firstName', ['Please lengthen this text to 2 characters or more']],
      ['lastName', ['Enter your last name']],
      ['gender', ['Select the gender value']],
      ['dateOfBirth', ['Please select DOB']],
      ['state', ['Please select state']],
      ['city', ['Please select city']],
      ['pinCode', ['Please enter valid pincode number']],
      ['phoneNumber', ['Please enter 10 digit Mobile Number']],
    ])
    expect(reply.initialValue).toMatchObject({ firstName: 'A', dateOfBirth: '2999-01-01', phoneNumber: '98a76' })
  })

  it('refuses a value past its cap before any cleaning or rule runs, and names the cap', () => {
    const started = performance.now()
    const submission = save({ ...FORM, firstName: 'a'.repeat(100_000), city: ' '.repeat(100_000) })
    expect(performance.now() - started).toBeLessThan(50)
    expect(submission.reply().error).toEqual({
      firstName: ['This is too long: at most 200 characters'],
      city: ['This is too long: at most 200 characters'],
    })
    // at the cap the form's own rules take over
    expect(save({ ...FORM, firstName: 'a'.repeat(200) }).status).toBe('success')
  })

  it('checks the saved e-mail, not the one sent', () => {
    const submission = parseWithZod(formData(FORM), {
      schema: profileSchema('not-an-address', en.profileActionMessages),
    })
    expect(submission.reply().error).toEqual({ email: ['Please enter valid email address'] })
  })

  it("says what is wrong in the page's language", () => {
    const submission = parseWithZod(formData(FORM), {
      schema: profileSchema('not-an-address', kn.profileActionMessages as typeof en.profileActionMessages),
    })
    expect(submission.reply().error).toEqual({ email: ['ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ'] })
  })
})

describe('what every answer reads first', () => {
  const draft = (fields: Record<string, string>) => {
    const submission = parseWithZod(formData(fields), { schema: profileDraftSchema })
    return submission.status === 'success' ? submission.value : null
  }

  it('is a save without an intent, and never refuses', () => {
    expect(draft({})).toEqual({ intent: '', state: '', phoneNumber: '', otp: '', otpSent: null })
  })

  it('reads the state, the number as typed, the code trimmed and when it was sent', () => {
    expect(
      draft({ intent: 'check-otp', state: 'Kerala', phoneNumber: '98a76', otp: ' 1234 ', otpSent: '1700000000000' }),
    ).toEqual({ intent: 'check-otp', state: 'Kerala', phoneNumber: '98a76', otp: '1234', otpSent: 1700000000000 })
    expect(draft({ otpSent: 'soon' })?.otpSent).toBeNull()
  })
})
