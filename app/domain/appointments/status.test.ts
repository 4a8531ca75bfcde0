import { describe, expect, it } from 'vitest'
import { appointmentLabels as labels } from '~/messages/appointments/en'
import { appointmentStatus } from './status'

describe('appointmentStatus', () => {
  it('labels the four known statuses as the rules say', () => {
    expect(appointmentStatus('SCHEDULED', labels)).toEqual({ label: 'Upcoming', tone: 'upcoming', known: true })
    expect(appointmentStatus('RUNNING', labels)).toEqual({ label: 'Running', tone: 'running', known: true })
    expect(appointmentStatus('CLOSED', labels)).toEqual({ label: 'Completed', tone: 'completed', known: true })
    expect(appointmentStatus('CANCELED', labels)).toEqual({ label: 'Cancelled', tone: 'cancelled', known: true })
  })

  it('says Confirmed for an upcoming visit the patient confirmed from a text, and nothing else changes', () => {
    expect(appointmentStatus('SCHEDULED', labels, true)).toEqual({ label: 'Confirmed', tone: 'upcoming', known: true })
    expect(appointmentStatus('CANCELED', labels, true)).toEqual({ label: 'Cancelled', tone: 'cancelled', known: true })
  })

  it('shows any other value as received', () => {
    expect(appointmentStatus('NO_SHOW', labels)).toEqual({ label: 'NO_SHOW', tone: 'other', known: false })
  })
})
