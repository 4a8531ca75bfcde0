import { describe, expect, it } from 'vitest'
import { buildIcs } from './ics'

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'appointment-3@patient-portal',
    start: '2026-03-13T12:30:00.000Z',
    end: '2026-03-13T13:00:00.000Z',
    summary: 'Online consultation with Dr. Arjun Mehta',
    description: 'Join from My Appointments; reason: fever, cough; day 2',
    location: 'Sunrise Multispeciality Hospital',
    stamp: new Date('2026-03-10T06:00:00.000Z'),
  })

  it('is one VEVENT in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20260313T123000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20260313T130000Z\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20260310T060000Z\r\n')
    expect(ics).toContain('\r\nUID:appointment-3@patient-portal\r\n')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text values and folds long lines', () => {
    expect(ics).toContain('DESCRIPTION:Join from My Appointments\\; reason: fever\\, cough\\; day 2')
    const long = buildIcs({
      uid: 'x',
      start: '2026-03-13T12:30:00.000Z',
      end: '2026-03-13T13:00:00.000Z',
      summary: 'y'.repeat(200),
      stamp: new Date(0),
    })
    for (const line of long.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75)
    expect(long.replace(/\r\n /g, '')).toContain(`SUMMARY:${'y'.repeat(200)}`)
  })

  it('folds Hindi and Kannada by octets, between characters', () => {
    const summary = 'ಡಾ. ಅರ್ಜುನ್ ಮೆಹ್ತಾ ಅವರೊಂದಿಗೆ ಆನ್‌ಲೈನ್ ಸಮಾಲೋಚನೆ'.repeat(3)
    const ics = buildIcs({
      uid: 'x',
      start: '2026-03-13T12:30:00.000Z',
      end: '2026-03-13T13:00:00.000Z',
      summary,
      stamp: new Date(0),
    })
    const octets = new TextEncoder()
    for (const line of ics.split('\r\n')) expect(octets.encode(line).length).toBeLessThanOrEqual(75)
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${summary}`)
  })
})
