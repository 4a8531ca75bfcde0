import { createElement, type ReactNode } from 'react'

/**
 * Markup the portal rendered, as React elements: the floor renders a page element by element, as
 * a Remix app with the same markup in its components would, rather than as one string. Enough of
 * HTML for the portal's own output: tags, attributes, text, comments left out.
 */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const TOKEN =
  /<!--.*?-->|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z0-9-]+)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/gs
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  // a field's value and tick as written in the markup, not a controlled field's
  value: 'defaultValue',
  checked: 'defaultChecked',
}
/** Attributes whose presence is their value: React writes them for `true` only. */
const BOOLEAN = new Set([
  'async',
  'autofocus',
  'checked',
  'defer',
  'disabled',
  'hidden',
  'inert',
  'multiple',
  'novalidate',
  'open',
  'readonly',
  'required',
  'selected',
])

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, code: string) =>
    code[0] === '#'
      ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[
          code.toLowerCase()
        ]!,
  )

const styleOf = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .filter((rule) => rule.includes(':'))
      .map((rule) => {
        const [name, ...value] = rule.split(':')
        return [name!.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value.join(':').trim()]
      }),
  )

function propsOf(source: string): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const value = decode(double ?? single ?? bare ?? '')
    props[RENAMED[name!] ?? name!] = name === 'style' ? styleOf(value) : BOOLEAN.has(name!.toLowerCase()) || value
  }
  return props
}

export function htmlElements(html: string): ReactNode[] {
  const root: { children: ReactNode[] } = { children: [] }
  const open: { tag: string; props: Record<string, unknown>; children: ReactNode[] }[] = []
  const top = () => open.at(-1) ?? root
  for (const [token, closing, tag, attributes, text] of html.matchAll(TOKEN)) {
    if (text !== undefined) top().children.push(decode(text))
    else if (closing) {
      const element = open.pop()!
      top().children.push(
        createElement(element.tag, { ...element.props, key: top().children.length }, ...element.children),
      )
    } else if (tag) {
      const props = propsOf(attributes ?? '')
      if (VOID.has(tag.toLowerCase()) || token.endsWith('/>'))
        top().children.push(createElement(tag, { ...props, key: top().children.length }))
      else open.push({ tag, props, children: [] })
    }
  }
  return root.children
}
