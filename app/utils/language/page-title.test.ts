import { describe, expect, it } from 'vitest'
import { pageTitle } from '~/utils/language/page-title'

describe('pageTitle', () => {
  it('is the text of the first h1, without its tags', () => {
    expect(pageTitle('<p>x</p><H1 class="t">Terms <em>of</em> Service</H1><h1>Two</h1>')).toBe('Terms of Service')
  })

  it('is null without a whole h1', () => {
    expect(pageTitle('<p>no heading</p>')).toBeNull()
    expect(pageTitle('<h1>never closed')).toBeNull()
  })

  it('keeps a < that no > closes, and an empty <>', () => {
    expect(pageTitle('<h1>a < b</h1>')).toBe('a < b')
    expect(pageTitle('<h1>a <> b <i>c</i></h1>')).toBe('a <> b c')
  })

  it('stays linear on 100 KB of what makes a pattern slow', () => {
    for (const html of ['<h1>' + '<'.repeat(100_000) + '</h1>', '<h1'.repeat(30_000), '<'.repeat(100_000)]) {
      const started = performance.now()
      pageTitle(html)
      expect(performance.now() - started).toBeLessThan(50)
    }
  })
})
