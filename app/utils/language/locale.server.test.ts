import { describe, expect, it } from 'vitest'
import { chosenLocale, fromAcceptLanguage, localeOf } from '~/utils/language/locale.server'

const request = (headers: Record<string, string>) => new Request('http://portal.test/signin', { headers })

describe('the page language', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['kn-IN,kn;q=0.9,en-US;q=0.8,en;q=0.7', 'kn'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR, hi;q=0.5', 'hi'],
    ['hi;q=0.4, kn;q=0.8', 'kn'],
    ['hi;q=0, kn;q=0.1', 'kn'],
    ['*', 'en'],
    ['ta-IN,ta', 'en'],
  ])('Accept-Language %j is %s', (header, locale) => {
    expect(fromAcceptLanguage(header)).toBe(locale)
  })

  it('the lang cookie wins over Accept-Language; any other value is ignored', () => {
    expect(localeOf(request({ Cookie: 'tz=Asia%2FKolkata; lang=kn', 'Accept-Language': 'hi' }))).toBe('kn')
    expect(localeOf(request({ Cookie: 'lang=xx', 'Accept-Language': 'hi' }))).toBe('hi')
    expect(chosenLocale(request({ Cookie: 'slang=hi' }))).toBeNull()
    expect(chosenLocale(request({}))).toBeNull()
  })
})
