import { describe, expect, it } from 'vitest'
import { appointmentStatus } from './status'

describe('appointmentStatus', () => {
  it('labels the four known statuses as the spec says', () => {
    expect(appointmentStatus('SCHEDULED')).toEqual({ label: 'Upcoming', tone: 'upcoming' })
    expect(appointmentStatus('RUNNING')).toEqual({ label: 'Running', tone: 'running' })
    expect(appointmentStatus('CLOSED')).toEqual({ label: 'Completed', tone: 'completed' })
    expect(appointmentStatus('CANCELED')).toEqual({ label: 'Cancelled', tone: 'cancelled' })
  })

  it('shows any other value as received', () => {
    expect(appointmentStatus('NO_SHOW')).toEqual({ label: 'NO_SHOW', tone: 'other' })
  })
})
