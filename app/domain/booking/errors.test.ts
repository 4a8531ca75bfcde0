import { describe, expect, it } from 'vitest'
import * as en from '~/messages/booking/en'
import * as hi from '~/messages/booking/hi'
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
    expect(bookingErrorText(error, en.bookingMessages)).toBe(text)
  })

  it("says its own texts in the page's language, and the service's as received", () => {
    const hindi = hi.bookingMessages as typeof en.bookingMessages
    expect(bookingErrorText({ status: 500 }, hindi)).toBe('सर्वर में अंदरूनी गड़बड़ी!')
    expect(bookingErrorText({ status: 409, serverText: 'Slot taken' }, hindi)).toBe('Slot taken')
  })
})
