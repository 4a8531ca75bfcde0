import { describe, expect, it } from 'vitest'
import { needsLabel } from './field-problem'

describe('needsLabel', () => {
  it('names the field when the message does not', () => {
    expect(
      needsLabel({
        fieldId: 'c-reason',
        label: 'Reason for consultation',
        message: 'Please enter at most 200 characters.',
      }),
    ).toBe(true)
  })

  it('leaves the label out when the message names the field, in any case, without its unit', () => {
    expect(needsLabel({ fieldId: 'p-first', label: 'First name', message: 'Enter your first name' })).toBe(false)
    expect(
      needsLabel({ fieldId: 'c-bp', label: 'Blood pressure (mmHg)', message: 'Please Enter valid Blood Pressure' }),
    ).toBe(false)
    expect(needsLabel({ fieldId: 'p-first', label: 'पहला नाम', message: 'अपना पहला नाम लिखें' })).toBe(false)
  })

  it('has nothing to add without a label', () => {
    expect(needsLabel({ fieldId: 'otp', message: 'Please enter OTP' })).toBe(false)
  })
})
