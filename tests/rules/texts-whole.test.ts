import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createElement as h } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWhole } from '~/utils/request/render-whole.server'

/**
 * Every text of every language reaches the patient whole (ADR 102): rendered by the server as a page's
 * text, as an attribute (an accessible name) and inside the script that carries a page's data to the
 * browser, the page's bytes decode as UTF-8 without a single broken letter.
 */
const folder = fileURLToPath(new URL('../../app/messages/', import.meta.url))
const languages = ['en', 'hi', 'kn'] as const

/** Every string of an area's messages module: plain texts and each form of a plural. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

async function textsOf(language: (typeof languages)[number]): Promise<string[]> {
  const areas = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const modules = await Promise.all(
    areas.map((area) => import(`../../app/messages/${area.name}/${language}.ts`) as Promise<Record<string, unknown>>),
  )
  return modules.flatMap((module) => stringsOf(Object.values(module)))
}

const unescape = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

describe.each(languages)('the %s texts', (language) => {
  it('render whole as text, as names and as page data', async () => {
    const texts = await textsOf(language)
    expect(texts.length).toBeGreaterThan(500)
    const page = h(
      'main',
      null,
      texts.map((text, i) => h('p', { key: i, 'aria-label': text }, text)),
      h('script', { dangerouslySetInnerHTML: { __html: JSON.stringify(texts) } }),
    )
    const html = await renderWhole(page)
    const bytes = Buffer.from(html)
    // decoding refuses a byte sequence that is not UTF-8; a NUL or U+FFFD is a letter lost on the way
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    expect(decoded.includes('\u0000') || decoded.includes('\uFFFD')).toBe(false)
    const read = unescape(decoded)
    const missing = texts.filter((text) => !read.includes(text))
    expect(missing).toEqual([])
  })
})
