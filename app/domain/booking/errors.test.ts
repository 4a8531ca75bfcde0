import { describe, expect, it } from 'vitest'
import { bookingErrorText } from './errors'

describe('bookingErrorText', () => {
  it.each([
    [{ status: 401, serverText: 'Unauthorized' }, 'Unauthorized, please login again and try!'],
    [{ status: 500, serverText: 'boom' }, 'Internal server Error!'],
    [{ status: 503 }, 'Internal server Error!'],
    [{ status: 0 }, 'Network Error: no answer from the hospital. Please check your connection and try again.'],
    [
      { status: 409, serverText: 'This slot has just been booked by someone else' },
      'This slot has just been booked by someone else',
    ],
    [{ status: 400, serverText: 'Invalid request' }, 'Invalid request'],
    [{ status: 400 }, 'A Problem has Occurred, Please try again later'],
  ])('%j: %s', (error, text) => {
    expect(bookingErrorText(error)).toBe(text)
  })
})
