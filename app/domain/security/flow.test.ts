import { describe, expect, it } from 'vitest'
import { afterPassword, FRESH_MS, isFresh, PENDING_MS, pendingOver, startPending, withCodeSent } from './flow'

describe('what the password leads to', () => {
  it('is the password alone when the hospital turned two-step off, whatever the patient set up', () => {
    expect(afterPassword('off', true, false)).toBe('signed-in')
    expect(afterPassword('off', false, false)).toBe('signed-in')
  })
  it('is the second step for a patient with a method, unless this device is remembered', () => {
    expect(afterPassword('optional', true, false)).toBe('second-step')
    expect(afterPassword('required', true, false)).toBe('second-step')
    expect(afterPassword('optional', true, true)).toBe('signed-in')
  })
  it('is signing in for a patient without a method when optional, setting one up when required', () => {
    expect(afterPassword('optional', false, false)).toBe('signed-in')
    expect(afterPassword('required', false, false)).toBe('set-up')
    expect(afterPassword('required', false, true)).toBe('set-up')
  })
})

describe('the pending session', () => {
  it('is over PENDING_MS (10 minutes) after the password', () => {
    const pending = startPending('second-step', 1_000)
    expect(PENDING_MS).toBe(600_000)
    expect(pendingOver(pending, 1_000 + PENDING_MS - 1)).toBe(false)
    expect(pendingOver(pending, 1_000 + PENDING_MS)).toBe(true)
  })
  it('remembers the number a code was sent to and when, keeping why it is pending', () => {
    expect(withCodeSent(startPending('set-up', 5), '9876543210', 9)).toEqual({
      purpose: 'set-up',
      since: 5,
      codeSent: { phone: '9876543210', at: 9 },
    })
  })
})

describe('a fresh second step', () => {
  it('is one passed in this session less than FRESH_MS (10 minutes) ago', () => {
    expect(isFresh(undefined, 0)).toBe(false)
    expect(isFresh(100, 100 + FRESH_MS - 1)).toBe(true)
    expect(isFresh(100, 100 + FRESH_MS)).toBe(false)
  })
})
