import { describe, expect, it } from 'vitest'
import { accountStatusAction, appointmentsToSettle } from './account-status'

const NOW = Date.parse('2026-03-10T12:00:00.000Z')

describe('account status', () => {
  it('signs INACTIVE out, checks PENDING_DEACTIVATION, leaves ACTIVE alone', () => {
    expect(accountStatusAction('INACTIVE')).toBe('sign-out')
    expect(accountStatusAction('PENDING_DEACTIVATION')).toBe('check-appointments')
    expect(accountStatusAction('ACTIVE')).toBe('none')
  })

  it('settles SCHEDULED or RUNNING appointments whose end has passed', () => {
    const list = [
      { id: 1, status: 'SCHEDULED', endTime: '2026-03-10T11:59:59.000Z' },
      { id: 2, status: 'RUNNING', endTime: '2026-03-10T12:00:00.000Z' }, // ends exactly now
      { id: 3, status: 'SCHEDULED', endTime: '2026-03-10T12:00:01.000Z' }, // still in its window
      { id: 4, status: 'CLOSED', endTime: '2026-03-01T12:00:00.000Z' },
      { id: 5, status: 'CANCELED', endTime: '2026-03-01T12:00:00.000Z' },
    ]
    expect(appointmentsToSettle(list, NOW)).toEqual([1, 2])
  })
})
