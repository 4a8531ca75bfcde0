import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { jsxOf, markupTree } from './html-elements.ts'

const again = (html: string) => renderToStaticMarkup(createElement(Fragment, null, ...jsxOf(markupTree(html))()))

describe("the floor's elements", () => {
  it('render back to the markup they were read from', () => {
    const html = [
      '<nav class="top-bar" aria-label="Main"><a href="/myappointments?a=1&amp;b=2">My &amp; yours</a></nav>',
      '<form method="post"><label for="u">Name</label><input id="u" name="u" required="" value="a &quot;b&quot;"/>',
      '<input type="checkbox" name="c" checked=""/><button type="submit" disabled="">Go</button></form>',
      '<p style="color:red;margin-top:1px">L&#x27;x &lt; y</p><br/>',
      '<svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0"></path></svg>',
    ].join('')
    expect(again(html)).toBe(html)
  })

  it("keep an inline script's or style's text as it was written", () => {
    const html =
      '<script nonce="n">if (a < b && c) f("<p>")</script><style>p > a { color: red }</style><script type="module" async=""></script>'
    expect(again(html)).toBe(html)
  })

  it('are made anew on every render, as JSX makes them', () => {
    const render = jsxOf(markupTree('<p class="a">b</p>'))
    const [first] = render()
    const [second] = render()
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
  })

  it('leave out comments', () => {
    expect(again('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>')
  })
})
