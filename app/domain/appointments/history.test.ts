import { describe, expect, it } from 'vitest'
import {
  canView,
  clampPage,
  consultationTypeLabel,
  historyDateTime,
  newestFirst,
  pageOf,
  searchByDoctor,
} from './history'

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
    expect(consultationTypeLabel('PHYSICAL_VISIT')).toBe('Physical Visits')
    expect(consultationTypeLabel('ONLINE_CONSULTATION')).toBe('Video Consultations')
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

  it('clamps the page between 1 and the last page', () => {
    expect(clampPage('2', 11)).toEqual({ page: 2, last: 2 })
    expect(clampPage('3', 11)).toEqual({ page: 2, last: 2 })
    expect(clampPage('0', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage('-4', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage('abc', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage(null, 0)).toEqual({ page: 1, last: 1 })
    expect(clampPage('1', 10)).toEqual({ page: 1, last: 1 })
  })

  it('cuts pages of 10', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i)
    expect(pageOf(rows, 1)).toHaveLength(10)
    expect(pageOf(rows, 3)).toEqual([20, 21, 22])
  })

  it('shows date and time as MM/DD/YYYY hh:mm A in the patient zone', () => {
    expect(historyDateTime('2026-03-03T09:30:00.000Z', 'Asia/Kolkata')).toBe('03/03/2026 03:00 PM')
    expect(historyDateTime('2026-03-03T20:00:00.000Z', 'Asia/Kolkata')).toBe('03/04/2026 01:30 AM')
  })
})
