import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWhole, wholeBodyOf, wholePage } from './render-whole.server'

describe('a page rendered whole', () => {
  it('is one string that starts with the doctype', async () => {
    expect(
      await renderWhole(
        <html lang="en">
          <body>
            <p>Hello</p>
          </body>
        </html>,
      ),
    ).toBe('<!DOCTYPE html><html lang="en"><body><p>Hello</p></body></html>')
  })

  /**
   * React 18's stream renderer once sent empty bytes where a letter of several bytes met the end of its
   * 2,048-byte views (ADR 102). Every such boundary is tried: the page's bytes must be exactly the UTF-8 of
   * its text, whichever renderer writes it.
   */
  it.each([0, 1, 2, 3, 4, 5])('keeps every letter whole (shift %i)', async (shift) => {
    const words = Array.from({ length: 200 }, (_, i) => `ज़रूरी लिंक ${i}`)
    const html = await renderWhole(
      <ul>
        <li>{'x'.repeat(shift)}</li>
        {words.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>,
    )
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(html))
    expect(decoded.includes('\u0000') || decoded.includes('\uFFFD')).toBe(false)
    for (const word of words) expect(decoded).toContain(`<li>${word}</li>`)
  })

  it('throws a render error, so Remix renders the error boundary instead of half a page', async () => {
    function Broken(): never {
      throw new Error('the render failed')
    }
    await expect(renderWhole(<Broken />)).rejects.toThrow('the render failed')
  })

  it("writes a lazy module's content inside Suspense on the process's first render, as the edit form at ?edit", async () => {
    const Form = lazy(async () => ({ default: () => <form aria-label="Edit profile">the form</form> }))
    const html = await renderWhole(
      <Suspense fallback={null}>
        <Form />
      </Suspense>,
    )
    expect(html).toBe('<!DOCTYPE html><!--$--><form aria-label="Edit profile">the form</form><!--/$-->')
  })

  it('gives up on a boundary whose content fails on the server, leaving it to the browser as a stream would', async () => {
    function Failing(): never {
      throw new Error('only the browser can draw this')
    }
    const html = await renderWhole(
      <Suspense fallback={<p>Loading</p>}>
        <Failing />
      </Suspense>,
    )
    expect(html).toContain('<!--$!-->')
    expect(html).toContain('<p>Loading</p>')
  })
})

describe('wholePage', () => {
  it("hands the server the page's bytes beside an answer with its status and headers, and nothing for another answer", () => {
    const html = '<!DOCTYPE html><html><body><p>Fee ₹500 – Dr. Aarav</p></body></html>'
    const response = wholePage(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    expect(wholeBodyOf(response)?.toString('utf8')).toBe(html)
    expect([response.status, response.headers.get('Content-Type'), response.body]).toEqual([
      200,
      'text/html; charset=utf-8',
      null,
    ])
    expect(wholeBodyOf(new Response(html))).toBeUndefined()
  })

  it.each([
    ['ASCII', '<p>Dr. Aarav</p>'],
    ['Latin-1', '<p>Café · 3 ½</p>'],
    ['letters of three bytes', '<p>हिन्दी ಕನ್ನಡ ₹500 …</p>'],
    ['a pair of two units', '<p>🩺 ok</p>'],
    ['a lone half of a pair', '<p>\uD83E</p>'],
    ['nothing', ''],
  ])('sends %s as exactly its UTF-8', (_, html) => {
    const bytes = wholeBodyOf(wholePage(html, {}))
    expect(bytes?.equals(Buffer.from(html, 'utf8'))).toBe(true)
  })
})
