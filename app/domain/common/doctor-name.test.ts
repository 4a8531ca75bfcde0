import { describe, expect, it } from 'vitest'
import { doctorInitials, doctorName } from './doctor-name'

describe('doctorName', () => {
  it('capitalises the prefix and joins the names', () => {
    expect(doctorName({ prefix: 'DR.', firstName: 'Meera', lastName: 'Iyer' })).toBe('Dr. Meera Iyer')
    expect(doctorName({ prefix: 'dr', firstName: 'Arjun', lastName: 'Rao' })).toBe('Dr Arjun Rao')
  })

  it('leaves out a missing prefix or last name', () => {
    expect(doctorName({ prefix: null, firstName: 'Kavya', lastName: null })).toBe('Kavya')
    expect(doctorName({ firstName: 'Kavya', lastName: 'Nair' })).toBe('Kavya Nair')
  })
})

describe('doctorInitials', () => {
  it('takes the first letters of the first two words, after the title', () => {
    expect(doctorInitials('Dr. Alex Fernandes')).toBe('AF')
    expect(doctorInitials('Dr Arjun Rao')).toBe('AR')
    expect(doctorInitials('mrs. meera iyer')).toBe('MI')
  })

  it('keeps a single name to one letter and a long one to two', () => {
    expect(doctorInitials('Kavya')).toBe('K')
    expect(doctorInitials('Dr. Venkat Rama Reddy')).toBe('VR')
  })

  it('leaves a word that only looks like a title alone', () => {
    expect(doctorInitials('Drishti Nair')).toBe('DN')
    expect(doctorInitials('Msizi Dlamini')).toBe('MD')
  })

  it('takes whole letters in any script, also beyond the 16-bit range', () => {
    expect(doctorInitials('Dr. अनिता शर्मा')).toBe('अश')
    expect(doctorInitials('Dr. 𠮷田 太郎')).toBe('𠮷太')
  })
})
