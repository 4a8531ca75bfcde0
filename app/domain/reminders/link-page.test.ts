import { describe, expect, it } from 'vitest'
import {
  linkActions,
  linkVisitState,
  nextAfterSignIn,
  parseYearOfBirth,
  rescheduleAfterSignIn,
  shortName,
} from './link-page'

const NOW = Date.parse('2026-03-10T06:00:00Z')
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString()
const visit = (over: Partial<Parameters<typeof linkVisitState>[0]> = {}) => ({
  startTime: inMinutes(24 * 60),
  endTime: inMinutes(24 * 60 + 30),
  status: 'SCHEDULED',
  confirmedAt: null,
  canCancel: true,
  ...over,
})

describe('linkVisitState', () => {
  it('says upcoming, confirmed, cancelled or passed', () => {
    expect(linkVisitState(visit(), NOW)).toBe('upcoming')
    expect(linkVisitState(visit({ confirmedAt: inMinutes(-5) }), NOW)).toBe('confirmed')
    expect(linkVisitState(visit({ status: 'CANCELED' }), NOW)).toBe('cancelled')
    expect(linkVisitState(visit({ status: 'CLOSED' }), NOW)).toBe('passed')
    expect(linkVisitState(visit({ startTime: inMinutes(0) }), NOW)).toBe('passed')
  })
})

describe('linkActions', () => {
  it('offers all four for an upcoming visit, no "I will come" once confirmed, nothing once cancelled', () => {
    expect(linkActions(visit(), NOW)).toEqual({
      confirm: true,
      cancel: true,
      change: true,
      calendar: true,
      cancelRefused: false,
      cancelLocked: false,
    })
    expect(linkActions(visit({ confirmedAt: inMinutes(-5) }), NOW)).toMatchObject({ confirm: false, cancel: true })
    expect(linkActions(visit({ status: 'CANCELED' }), NOW)).toMatchObject({
      confirm: false,
      cancel: false,
      change: false,
      calendar: false,
    })
  })

  it("follows the dashboard's time rules: no change within 5 minutes, cancel refused once the join window is open (15 minutes before)", () => {
    expect(linkActions(visit({ startTime: inMinutes(4) }), NOW)).toMatchObject({ cancel: false, change: false })
    expect(linkActions(visit({ startTime: inMinutes(10) }), NOW)).toMatchObject({ cancel: true, cancelRefused: true })
  })

  it('says when the link may no longer cancel', () => {
    expect(linkActions(visit({ canCancel: false }), NOW)).toMatchObject({ cancelLocked: true })
  })
})

describe('shortName', () => {
  it('is the first name and the initial of the last', () => {
    expect(shortName({ firstName: 'Asha', lastName: 'verma' })).toBe('Asha V.')
    expect(shortName({ firstName: 'Asha', lastName: null })).toBe('Asha')
  })
})

describe('parseYearOfBirth', () => {
  it('takes four digits from 1900 to this year, nothing else', () => {
    expect(parseYearOfBirth(' 1990 ', NOW)).toBe(1990)
    for (const bad of ['90', '19900', 'abcd', '1899', '2027', '', undefined])
      expect(parseYearOfBirth(bad, NOW)).toBeNull()
  })
})

describe('after sign-in', () => {
  it("leads on only to a visit's reschedule", () => {
    expect(rescheduleAfterSignIn(7)).toBe('/signin?next=%2Fmyappointments%2F7%2Freschedule')
    expect(nextAfterSignIn('/myappointments/7/reschedule')).toBe('/myappointments/7/reschedule')
    for (const bad of [
      '//evil.example',
      '/myappointments/7/cancel',
      'https://evil.example/myappointments/7/reschedule',
      null,
    ])
      expect(nextAfterSignIn(bad)).toBeNull()
  })
})
