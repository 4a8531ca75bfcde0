import { describe, expect, it } from 'vitest'
import { appointmentLabels as labels } from '~/messages/appointments/en'
import { canView, consultationTypeLabel, historyDateTime, newestFirst, searchByDoctor } from './history'

describe('appointment history', () => {
  it('offers View only for SCHEDULED, CLOSED and RUNNING', () => {
    expect(['SCHEDULED', 'CLOSED', 'RUNNING', 'CANCELED', 'OTHER'].map(canView)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it('labels the consultation type', () => {
    expect(consultationTypeLabel('PHYSICAL_VISIT', labels)).toBe('Physical Visits')
    expect(consultationTypeLabel('ONLINE_CONSULTATION', labels)).toBe('Video Consultations')
  })

  it('orders newest first', () => {
    const items = [
      { id: 1, startTime: '2026-03-01T10:00:00Z' },
      { id: 2, startTime: '2026-03-05T10:00:00Z' },
      { id: 3, startTime: '2026-03-01T10:00:00Z' },
    ]
    expect(newestFirst(items).map((i) => i.id)).toEqual([2, 3, 1])
  })

  it('searches the shown doctor name, case-insensitively, anywhere in it', () => {
    const rows = [{ doctor: 'Dr. Arjun Mehta' }, { doctor: 'Dr. Priya Raman' }]
    expect(searchByDoctor(rows, 'MEHTA')).toEqual([{ doctor: 'Dr. Arjun Mehta' }])
    expect(searchByDoctor(rows, 'dr. p')).toEqual([{ doctor: 'Dr. Priya Raman' }])
    expect(searchByDoctor(rows, '  ')).toEqual(rows)
    expect(searchByDoctor(rows, 'nobody')).toEqual([])
  })

  it("shows date and time in the portal's one format, in the patient zone", () => {
    expect(historyDateTime('2026-03-03T09:30:00.000Z', 'Asia/Kolkata', 'en')).toBe('03-Mar-2026, 03:00 PM')
    expect(historyDateTime('2026-03-03T20:00:00.000Z', 'Asia/Kolkata', 'en')).toBe('04-Mar-2026, 01:30 AM')
  })
})
