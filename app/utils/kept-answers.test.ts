import { describe, expect, it, vi } from 'vitest'
import { keptAnswers } from './kept-answers'

describe('keptAnswers', () => {
  it('works an argument out once and answers again from what it kept', () => {
    const answer = vi.fn((s: string) => s.length)
    const length = keptAnswers(answer, 2)
    expect(length('abc')).toBe(3)
    expect(length('abc')).toBe(3)
    expect(answer).toHaveBeenCalledTimes(1)
  })

  it('keeps only the arguments asked most recently', () => {
    const answer = vi.fn((s: string) => s.toUpperCase())
    const upper = keptAnswers(answer, 2)
    upper('a')
    upper('b')
    upper('a') // asked again: 'b' is now the oldest
    upper('c') // drops 'b'
    expect(answer).toHaveBeenCalledTimes(3)
    upper('a')
    upper('c')
    expect(answer).toHaveBeenCalledTimes(3)
    upper('b')
    expect(answer).toHaveBeenCalledTimes(4)
  })

  it('keeps a null answer as well as any other', () => {
    const answer = vi.fn(() => null)
    const nothing = keptAnswers(answer, 1)
    expect(nothing('x')).toBeNull()
    expect(nothing('x')).toBeNull()
    expect(answer).toHaveBeenCalledTimes(1)
  })
})
