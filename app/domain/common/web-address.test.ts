import { describe, expect, it } from 'vitest'
import { webAddress } from './web-address'

describe('webAddress', () => {
  it('keeps http(s) addresses and takes a bare host as https', () => {
    expect(webAddress('https://hospital.example.org/consent')).toBe('https://hospital.example.org/consent')
    expect(webAddress('http://hospital.example.org')).toBe('http://hospital.example.org/')
    expect(webAddress(' www.hospital.example.org ')).toBe('https://www.hospital.example.org/')
  })

  it('refuses every other scheme, whatever its case or spacing', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      expect(webAddress(bad), bad).toBeNull()
    expect(webAddress('')).toBeNull()
    expect(webAddress(null)).toBeNull()
    expect(webAddress('https://')).toBeNull()
  })
})
