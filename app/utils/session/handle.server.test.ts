import { describe, expect, it } from 'vitest'
import { HANDLE_PATTERN, publicHandle } from './handle.server'

const KEY = 'k'.repeat(32)
const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

describe('publicHandle', () => {
  it('is the same for the same id, and 22 URL-safe characters', () => {
    expect(publicHandle('session', ID, KEY)).toBe(publicHandle('session', ID, KEY))
    expect(publicHandle('session', ID, KEY)).toMatch(HANDLE_PATTERN)
  })

  it('never holds the id, nor any part of it', () => {
    const handle = publicHandle('session', ID, KEY)
    for (let i = 0; i + 6 <= ID.length; i++) expect(handle).not.toContain(ID.slice(i, i + 6))
  })

  it('differs by id, by kind and by key, so it cannot be made without the secret', () => {
    const handle = publicHandle('session', ID, KEY)
    expect(publicHandle('session', ID.replace('A', 'B'), KEY)).not.toBe(handle)
    expect(publicHandle('guest', ID, KEY)).not.toBe(handle)
    expect(publicHandle('session', ID, 'x'.repeat(32))).not.toBe(handle)
  })
})
