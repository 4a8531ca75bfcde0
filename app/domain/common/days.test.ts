import { describe, expect, it } from 'vitest'
import { clampDay } from './days'

describe('calendar days', () => {
  it('clamps a requested day into the range', () => {
    const range = { min: '2026-03-10', max: '2026-03-20' }
    expect(clampDay('2026-03-15', range, '2026-03-12')).toBe('2026-03-15')
    expect(clampDay('2026-03-01', range, '2026-03-12')).toBe('2026-03-10')
    expect(clampDay('2026-04-01', range, '2026-03-12')).toBe('2026-03-20')
    expect(clampDay('not a day', range, '2026-03-12')).toBe('2026-03-12')
    expect(clampDay(null, range, '2026-03-12')).toBe('2026-03-12')
  })
})
