import { describe, expect, it } from 'vitest'
import { devtoolsAddress } from './chromium'

describe("Chromium's DevTools address", () => {
  it('is read from the port on the first line of DevToolsActivePort', () => {
    expect(devtoolsAddress('38211\n/devtools/browser/6c1b\n')).toBe('http://127.0.0.1:38211')
  })

  it('is not there yet while the file is empty or its first line unfinished', () => {
    expect(devtoolsAddress('')).toBeNull()
    expect(devtoolsAddress('\n')).toBeNull()
    expect(devtoolsAddress('382')).toBeNull()
  })
})
