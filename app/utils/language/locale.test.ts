import { describe, expect, it } from 'vitest'
import { foreignLang } from '~/utils/language/locale'

describe('foreignLang', () => {
  it("marks a service's English message on a Hindi or Kannada page, not the page's own texts", () => {
    expect(foreignLang('User already added for this appointment', 'hi')).toBe('en')
    expect(foreignLang('User already added for this appointment', 'kn')).toBe('en')
    expect(foreignLang('कृपया OTP दर्ज करें', 'hi')).toBeUndefined()
    expect(foreignLang('ದಯವಿಟ್ಟು OTP ನಮೂದಿಸಿ', 'kn')).toBeUndefined()
    expect(foreignLang('User already added for this appointment', 'en')).toBeUndefined()
    expect(foreignLang('12:30', 'hi')).toBeUndefined()
  })
})
