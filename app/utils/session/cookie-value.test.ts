import { describe, expect, it } from 'vitest'
import { cookieValue } from './cookie-value'

describe('a cookie read from the Cookie header', () => {
  it('is the named one, wherever it stands, and never one whose name only ends with it', () => {
    for (let page = 0; page < 2; page++) {
      expect(cookieValue('tz=Asia%2FKolkata; lang=hi', 'tz')).toBe('Asia%2FKolkata')
      expect(cookieValue('xtz=Europe%2FLondon;  tz=UTC', 'tz')).toBe('UTC')
      expect(cookieValue('lang=kn', 'lang')).toBe('kn')
    }
  })

  it('is undefined when absent, or with no header at all', () => {
    expect(cookieValue('xtz=UTC', 'tz')).toBeUndefined()
    expect(cookieValue(null, 'tz')).toBeUndefined()
    expect(cookieValue(undefined, 'lang')).toBeUndefined()
  })
})
