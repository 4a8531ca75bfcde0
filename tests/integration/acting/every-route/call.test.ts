import { describe, expect, it } from 'vitest'
import { walkEveryRoute } from './walk'

describe('a helper with call alone, on every route', () => {
  it('is let in where call opens the route, and refused with nothing of the patient everywhere else', async () => {
    const { wrong, refused } = await walkEveryRoute('call')
    expect(wrong).toEqual([])
    // the account's own pages are refused to every scope: not a vacuous walk
    expect(refused).toBeGreaterThan(40)
  }, 60_000)
})
