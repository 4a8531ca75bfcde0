import { describe, expect, it } from 'vitest'
import { guestMessages } from '~/messages/guest-call/en'
import { guestMessages as kannada } from '~/messages/guest-call/kn'
import { videoMessages } from '~/messages/video-call/en'
import {
  addPersonSchema as addPerson,
  guestConsentSchema as guestConsent,
  guestVerifySchema as guestVerify,
} from './schemas'

const [addPersonSchema, guestVerifySchema, guestConsentSchema] = [
  addPerson(videoMessages),
  guestVerify(guestMessages),
  guestConsent(guestMessages),
]

const problems = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('addPersonSchema', () => {
  it("gives the rules' messages for the name and contact", () => {
    expect(problems(addPersonSchema.safeParse({ name: '', contact: '' }))).toEqual({
      name: 'Please provide the Name',
      contact: 'Please enter a valid email address or Phone Number',
    })
    expect(problems(addPersonSchema.safeParse({ name: 'R!', contact: '12345' }))).toEqual({
      name: 'Name must be at least 2 characters long.',
      contact: 'Phone number must be exactly 10 digits.',
    })
  })

  it('cleans the name and splits the contact', () => {
    expect(addPersonSchema.parse({ name: 'Ravi K', contact: '9876543210' })).toEqual({
      name: 'Ravi K',
      contact: { emailId: '', phoneNumber: '9876543210' },
    })
  })
})

describe('guestVerifySchema', () => {
  it('needs a name and six digits', () => {
    expect(problems(guestVerifySchema.safeParse({ name: ' ', code: '12345' }))).toEqual({
      name: 'Kindly enter the name',
      code: 'Kindly enter the valid OTP',
    })
    expect(problems(guestVerifySchema.safeParse({ name: 'R', code: '123456' }))).toEqual({
      name: 'Please lengthen this text to 2 characters or more.',
    })
    expect(guestVerifySchema.parse({ name: 'Ravi Kumar!', code: '123456' })).toEqual({
      name: 'Ravi Kumar',
      code: '123456',
    })
  })
})

describe('guestConsentSchema', () => {
  it("gives the rules' messages", () => {
    expect(problems(guestConsentSchema.safeParse({ name: '', age: 'x', relation: '' }))).toEqual({
      name: 'Please enter the name',
      age: 'Please enter the age',
      relation: 'Please choose the relationship',
      agree: 'Please tick the box to agree to the consent',
    })
  })

  it("says them in the page's language", () => {
    expect(problems(guestConsent(kannada).safeParse({ name: 'Ravi', age: '', relation: 'Son', agree: 'on' }))).toEqual({
      age: 'ದಯವಿಟ್ಟು ವಯಸ್ಸು ನಮೂದಿಸಿ',
    })
  })

  it('cleans the name and the age', () => {
    expect(guestConsentSchema.parse({ name: 'Ravi  K.!', age: '4a2', relation: 'Son', agree: 'on' })).toEqual({
      name: 'Ravi K.',
      age: 42,
      relation: 'Son',
      agree: 'on',
    })
  })
})
