import { describe, expect, it } from 'vitest'
import { tablePath } from './url-table'

const at = (path: string) => new Request(`http://portal.test${path}`)
const PAGES = ['TermsOfService', 'Accessibility']

describe('tablePath', () => {
  it("finds the table's spelling whatever case and empty segments the router let through", () => {
    expect(tablePath(at('/Accessibility'), PAGES)).toBe('Accessibility')
    expect(tablePath(at('/accessibility'), PAGES)).toBe('Accessibility')
    expect(tablePath(at('//TERMSOFSERVICE/?x=1'), PAGES)).toBe('TermsOfService')
  })

  it('is null for a path not among the rows, and for one that does not decode', () => {
    expect(tablePath(at('/Legal'), PAGES)).toBeNull()
    expect(tablePath(at('/Accessibility/more'), PAGES)).toBeNull()
    expect(tablePath(at('/%E0%A4'), PAGES)).toBeNull()
  })
})
