import { describe, expect, it } from 'vitest'
import { doctorName } from './doctor-name'

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
