import { describe, expect, it } from 'vitest'
import { identityMessages } from '~/messages/identity'
import { videoMessages } from '~/messages/video-call'
import { addPersonSchema, guestConsentSchema, guestVerifySchema } from './schemas'

const problems = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('addPersonSchema', () => {
  it('gives the spec messages for the name and contact', () => {
    expect(problems(addPersonSchema.safeParse({ name: '', contact: '' }))).toEqual({
      name: videoMessages.nameRequired,
      contact: videoMessages.contactInvalid,
    })
    expect(problems(addPersonSchema.safeParse({ name: 'R!', contact: '12345' }))).toEqual({
      name: videoMessages.nameShort,
      contact: videoMessages.phoneDigits,
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
      name: videoMessages.guest.nameRequired,
      code: videoMessages.guest.codeInvalid,
    })
    expect(problems(guestVerifySchema.safeParse({ name: 'R', code: '123456' }))).toEqual({
      name: videoMessages.guest.nameShort,
    })
    expect(guestVerifySchema.parse({ name: 'Ravi Kumar!', code: '123456' })).toEqual({
      name: 'Ravi Kumar',
      code: '123456',
    })
  })
})

describe('guestConsentSchema', () => {
  it('gives the spec messages', () => {
    expect(problems(guestConsentSchema.safeParse({ name: '', age: 'x', relation: '' }))).toEqual({
      name: identityMessages.consent.nameRequired,
      age: videoMessages.guest.ageRequired,
      relation: identityMessages.consent.relationRequired,
      agree: videoMessages.guest.agreeRequired,
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
