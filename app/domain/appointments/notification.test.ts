import { describe, expect, it } from 'vitest'
import { notificationMessages as text } from '~/messages/appointments/en'
import { notificationLink, notificationMessage, notificationTime } from './notification'

// 15:30 in Kolkata on 10 March 2026
const NOW = new Date('2026-03-10T10:00:00.000Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()
const tz = 'Asia/Kolkata'

describe('notification time', () => {
  it("is 'Now' under a minute old", () => {
    expect(notificationTime(ago(0), NOW, tz, 'en', text)).toBe('Now')
    expect(notificationTime(ago(59_999), NOW, tz, 'en', text)).toBe('Now')
    expect(notificationTime(ago(-5_000), NOW, tz, 'en', text)).toBe('Now') // a clock a little ahead
  })

  it("is 'hh:mm A' from a minute old on the same day", () => {
    expect(notificationTime(ago(60_000), NOW, tz, 'en', text)).toBe('03:29 PM')
    expect(notificationTime('2026-03-09T18:30:00.000Z', NOW, tz, 'en', text)).toBe('12:00 AM') // midnight in Kolkata
  })

  it("is 'DD-MMM-YYYY' for an earlier day in the patient's zone", () => {
    expect(notificationTime('2026-03-09T18:29:00.000Z', NOW, tz, 'en', text)).toBe('09-Mar-2026')
    // the same instant is still 'today' in London
    expect(
      notificationTime('2026-03-09T18:29:00.000Z', new Date('2026-03-09T20:00:00.000Z'), 'Europe/London', 'en', text),
    ).toBe('06:29 PM')
  })
})

describe('notification message and link', () => {
  it("leaves out 'created sucessfully' (either spelling)", () => {
    expect(notificationMessage('Appointment with Dr. Arjun Mehta created sucessfully')).toBe(
      'Appointment with Dr. Arjun Mehta',
    )
    expect(notificationMessage('Appointment created successfully today')).toBe('Appointment today')
    expect(notificationMessage('Dr. Priya Raman sent you a message')).toBe('Dr. Priya Raman sent you a message')
  })

  it('links by title to the matching appointment', () => {
    expect(notificationLink('Consultation Completed', 4, text)).toEqual({
      label: 'View Recent Consultations',
      href: '/specificAppointment?appointmentId=4',
    })
    expect(notificationLink('New Chat Message', 4, text)).toEqual({
      label: 'View Message',
      href: '/specificAppointment?appointmentId=4#chat',
    })
    expect(notificationLink('Appointment Booked', 2, text)).toEqual({
      label: 'View Appointments',
      href: '/specificAppointment?appointmentId=2',
    })
    expect(notificationLink('Appointment Booked', null, text).href).toBe('/myappointments')
  })
})
