import { describe, expect, it } from 'vitest'
import { renderWhole } from './render-whole.server'

/**
 * React 18's node renderer encodes text into 2,048-byte views; when a character of several bytes no
 * longer fit, it sent the whole view, empty bytes and all, and the browser read them as U+FFFD inside
 * a word (a Hindi link's name, "ज़रूरी ल��िंक"). Every view boundary is tried: the page's bytes must be
 * exactly the UTF-8 of its text.
 */
describe('a page rendered whole', () => {
  // the ASCII before the text shifts where each three-byte Devanagari letter meets the view's end
  it.each([0, 1, 2, 3, 4, 5])('keeps every letter whole across the renderer’s views (shift %i)', async (shift) => {
    const words = Array.from({ length: 200 }, (_, i) => `ज़रूरी लिंक ${i}`)
    const { html, failed } = await renderWhole(
      <ul>
        <li>{'x'.repeat(shift)}</li>
        {words.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>,
      'nonce',
    )
    expect(failed).toBe(false)
    expect(html.includes('\u0000') || html.includes('\uFFFD')).toBe(false)
    for (const word of words) expect(html).toContain(`<li>${word}</li>`)
  })
})
