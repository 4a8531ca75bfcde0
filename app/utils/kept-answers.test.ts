import { afterEach, describe, expect, it, vi } from 'vitest'
import { keptAnswers, keptUntil } from './kept-answers'

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

describe('keptAnswers with a key', () => {
  it('finds an argument by its key: the same key answers again, another works it out', () => {
    const answer = vi.fn(([a, b]: [number, number]) => a + b)
    const sum = keptAnswers(answer, 8, (pair) => pair.join(','))
    expect(sum([1, 2])).toBe(3)
    expect(sum([1, 2])).toBe(3)
    expect(sum([2, 1])).toBe(3)
    expect(answer).toHaveBeenCalledTimes(2)
  })
})

describe('keptUntil', () => {
  afterEach(() => vi.useRealTimers())

  it('answers a value until its moment, then nothing', () => {
    vi.useFakeTimers({ now: 1_000 })
    const kept = keptUntil<string>(4)
    kept.keep('a', 'A', 2_000)
    expect(kept.get('a')).toEqual({ value: 'A', until: 2_000 })
    vi.setSystemTime(2_000)
    expect(kept.get('a')).toBeUndefined()
  })

  it('keeps a null value, keeps nothing already past, and forgets on asking', () => {
    vi.useFakeTimers({ now: 1_000 })
    const kept = keptUntil<string | null>(4)
    kept.keep('none', null, 5_000)
    expect(kept.get('none')).toEqual({ value: null, until: 5_000 })
    kept.keep('old', 'O', 1_000)
    expect(kept.get('old')).toBeUndefined()
    kept.forget('none')
    expect(kept.get('none')).toBeUndefined()
  })

  it('keeps the keys kept most recently', () => {
    vi.useFakeTimers({ now: 1_000 })
    const kept = keptUntil<number>(2)
    kept.keep('a', 1, 9_000)
    kept.keep('b', 2, 9_000)
    kept.keep('c', 3, 9_000)
    expect([kept.get('a'), kept.get('b')?.value, kept.get('c')?.value]).toEqual([undefined, 2, 3])
    kept.clear()
    expect(kept.get('c')).toBeUndefined()
  })
})
