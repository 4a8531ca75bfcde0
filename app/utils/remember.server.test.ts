import { describe, expect, it, vi } from 'vitest'
import { remember } from '~/utils/remember.server'

describe('remember', () => {
  it('makes a value once per name and hands the same one back', () => {
    const make = vi.fn(() => ({ opened: true }))
    const first = remember('remember-test:once', make)
    expect(remember('remember-test:once', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps each name apart', () => {
    expect(remember('remember-test:a', () => 'a')).toBe('a')
    expect(remember('remember-test:b', () => 'b')).toBe('b')
  })

  it('hands a copy of the module loaded again what the first copy made', async () => {
    const made = remember('remember-test:reload', () => ({ store: 'first' }))
    vi.resetModules()
    const again = (await import('~/utils/remember.server')).remember
    expect(again).not.toBe(remember)
    expect(again('remember-test:reload', () => ({ store: 'second' }))).toBe(made)
  })

  it('keeps a value that is undefined without making it again', () => {
    const make = vi.fn(() => undefined)
    remember('remember-test:undefined', make)
    remember('remember-test:undefined', make)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
