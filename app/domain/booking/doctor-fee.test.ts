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
    expect(formatFee(fees, mode, 'en')).toBe(text)
  })

  it.each([
    ['hi', '₹1,50,000'],
    ['kn', '₹1,50,000'],
  ] as const)('groups rupees the Indian way in %s too: %s', (locale, text) => {
    expect(formatFee([{ mode: 'PHYSICAL', fixed: 150000, from: null, to: null }], 'PHYSICAL', locale)).toBe(text)
  })

  it('is null without a fee for the mode, or with a half range', () => {
    expect(formatFee([fees[0]!], 'ONLINE', 'en')).toBeNull()
    expect(formatFee([{ mode: 'ONLINE', fixed: null, from: 300, to: null }], 'ONLINE', 'en')).toBeNull()
  })
})
