import { describe, expect, it } from 'vitest'
import { appointmentMessages as text } from '~/messages/appointments/en'
import { appointmentErrorText } from './errors'

describe('appointment dialog errors', () => {
  it('uses the cancel dialog texts for 401 and 500', () => {
    expect(appointmentErrorText({ status: 401 }, 'cancel', text)).toBe('Unauthorized, please login again and try')
    expect(appointmentErrorText({ status: 500 }, 'cancel', text)).toBe('Internal server error')
  })

  it('uses the general texts elsewhere', () => {
    expect(appointmentErrorText({ status: 401 }, 'reschedule', text)).toBe('Unauthorized, please login again and try!')
    expect(appointmentErrorText({ status: 500 }, 'reschedule', text)).toBe('Internal server Error!')
  })

  it("shows the services' text for other errors, and the problem text without an answer", () => {
    expect(
      appointmentErrorText({ status: 409, serverText: 'The selected slot is not available' }, 'reschedule', text),
    ).toBe('The selected slot is not available')
    expect(appointmentErrorText({ status: 0 }, 'cancel', text)).toBe('A Problem has Occurred, Please try again later')
    expect(appointmentErrorText({ status: 400 }, 'cancel', text)).toBe('A Problem has Occurred, Please try again later')
  })
})
