import { describe, expect, it } from 'vitest'
import { patientName } from './patient-name'

describe('patientName', () => {
  it('joins first and last name', () => {
    expect(patientName({ firstName: 'Asha', lastName: 'Verma' }, 'the patient')).toBe('Asha Verma')
    expect(patientName({ firstName: ' Ravi ', lastName: null }, 'the patient')).toBe('Ravi')
  })

  it('says `unknown` when there is no patient or no name', () => {
    expect(patientName(null, 'the patient')).toBe('the patient')
    expect(patientName({ firstName: '', lastName: ' ' }, 'a patient')).toBe('a patient')
  })
})
