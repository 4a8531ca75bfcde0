import { describe, expect, it } from 'vitest'
import { formatFee, type Fee } from './doctor-fee'

const fees: Fee[] = [
  { mode: 'PHYSICAL', fixed: 1500, from: null, to: null },
  { mode: 'ONLINE', fixed: null, from: 300, to: 500 },
]

describe('formatFee', () => {
  it.each([
    ['PHYSICAL', '₹1,500'],
    ['ONLINE', '₹300 - ₹500'],
  ])('%s -> %s', (mode, text) => {
    expect(formatFee(fees, mode)).toBe(text)
  })

  it('is null without a fee for the mode, or with a half range', () => {
    expect(formatFee([fees[0]!], 'ONLINE')).toBeNull()
    expect(formatFee([{ mode: 'ONLINE', fixed: null, from: 300, to: null }], 'ONLINE')).toBeNull()
  })
})
