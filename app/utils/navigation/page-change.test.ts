import { describe, expect, it } from 'vitest'
import { pageChange, type Place } from '~/utils/navigation/page-change'

const at = (pathname: string, search = '', hash = ''): Place => ({ pathname, search, hash })

describe('pageChange', () => {
  it('is a new page when the path changes, however the history moved', () => {
    for (const action of ['PUSH', 'REPLACE', 'POP'] as const)
      expect(pageChange(at('/myappointments'), at('/careCategories'), action)).toBe('new-page')
  })

  it('is a new page when a new query is pushed on the same path (Edit Profile, the next page)', () => {
    expect(pageChange(at('/newProfile'), at('/newProfile', '?edit'), 'PUSH')).toBe('new-page')
    expect(pageChange(at('/selectDoctor', '?page=1'), at('/selectDoctor', '?page=2'), 'POP')).toBe('new-page')
  })

  it('is an update when the query is replaced on the same path (filters, the date, the open slots)', () => {
    expect(
      pageChange(at('/selectDoctor', '?date=2026-11-26'), at('/selectDoctor', '?date=2026-11-27'), 'REPLACE'),
    ).toBe('update')
  })

  it('is nothing for a hash link or a form answered on its own page', () => {
    expect(pageChange(at('/confirmation', '?a=1'), at('/confirmation', '?a=1', '#reason'), 'PUSH')).toBe('none')
    expect(pageChange(at('/newProfile', '?edit'), at('/newProfile', '?edit'), 'REPLACE')).toBe('none')
  })
})
