import { describe, expect, it } from 'vitest'
import { clampPage, pageOf, pageSearch, pageWindow } from './paging'

describe('paging', () => {
  it('clamps the page between 1 and the last page', () => {
    expect(clampPage('2', 11)).toEqual({ page: 2, last: 2 })
    expect(clampPage('3', 11)).toEqual({ page: 2, last: 2 })
    expect(clampPage('0', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage('-4', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage('abc', 11)).toEqual({ page: 1, last: 2 })
    expect(clampPage(null, 0)).toEqual({ page: 1, last: 1 })
    expect(clampPage('1', 10)).toEqual({ page: 1, last: 1 })
    expect(clampPage('3', 45, 20)).toEqual({ page: 3, last: 3 })
  })

  it('cuts pages of 10 unless told otherwise', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i)
    expect(pageOf(rows, 1)).toHaveLength(10)
    expect(pageOf(rows, 3)).toEqual([20, 21, 22])
    expect(pageOf(rows, 2, 20)).toEqual([20, 21, 22])
  })

  it('links the first, the last and two either side of the current page, with gaps marked', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(1, 200)).toEqual([1, 2, 3, null, 200])
    expect(pageWindow(100, 200)).toEqual([1, null, 98, 99, 100, 101, 102, null, 200])
    expect(pageWindow(200, 200)).toEqual([1, null, 198, 199, 200])
    expect(pageWindow(4, 200)).toEqual([1, 2, 3, 4, 5, 6, null, 200])
  })

  it('keeps every other parameter and drops the page parameter for page 1', () => {
    expect(pageSearch('careServiceId=1&language=Hindi&page=3', 4)).toBe('?careServiceId=1&language=Hindi&page=4')
    expect(pageSearch('careServiceId=1&page=3', 1)).toBe('?careServiceId=1')
    expect(pageSearch('', 1)).toBe('?')
    expect(pageSearch('edit=&GOVT-page=2', 3, 'GOVT-page')).toBe('?edit=&GOVT-page=3')
  })
})
