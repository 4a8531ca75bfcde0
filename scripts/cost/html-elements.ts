import type { ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'

/**
 * Markup the portal rendered, as React elements: the floor renders a page element by element, as
 * a Remix app with the same markup in its components would, rather than as one string. Enough of
 * HTML for the portal's own output: tags, attributes, text, inline scripts and styles as written, comments
 * left out. Read once (`markupTree`), made anew on every render (`jsxOf`).
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
  /<!--.*?-->|<(script|style)\b((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>(.*?)<\/\1\s*>|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z0-9-]+)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/gs
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

/** Markup read once: a node is text or an element, with its key among its siblings, its props and children. */
export type MarkupNode = string | { tag: string; key: number; props: Record<string, unknown>; children: MarkupNode[] }

export function markupTree(html: string): MarkupNode[] {
  const root: { children: MarkupNode[] } = { children: [] }
  const open: { tag: string; props: Record<string, unknown>; children: MarkupNode[] }[] = []
  const top = () => open.at(-1) ?? root
  const element = (tag: string, props: Record<string, unknown>, children: MarkupNode[] = []) =>
    top().children.push({ tag, key: top().children.length, props, children })
  for (const [token, rawTag, rawAttributes, raw, closing, tag, attributes, text] of html.matchAll(TOKEN)) {
    if (text !== undefined) top().children.push(decode(text))
    // a script's or a style's text is not HTML: it goes back as it was written
    else if (rawTag) {
      const props = propsOf(rawAttributes ?? '')
      element(rawTag, raw ? { ...props, dangerouslySetInnerHTML: { __html: raw } } : props)
    } else if (closing) {
      const { tag, props, children } = open.pop()!
      element(tag, props, children)
    } else if (tag) {
      const props = propsOf(attributes ?? '')
      if (VOID.has(tag.toLowerCase()) || token.endsWith('/>')) element(tag, props)
      else open.push({ tag, props, children: [] })
    }
  }
  return root.children
}

/**
 * The markup as a component's compiled JSX: a function that makes its elements anew on every call, one `jsx` call
 * and one object literal of props per element, as the JSX of a component with this markup does on every render.
 */
export function jsxOf(nodes: MarkupNode[]): () => ReactNode[] {
  const source = (node: MarkupNode): string => {
    if (typeof node === 'string') return JSON.stringify(node)
    const props = JSON.stringify(node.props).slice(1, -1)
    const children = node.children.map(source)
    const call = children.length > 1 ? 'jsxs' : 'jsx'
    const childProp =
      children.length === 0 ? '' : `children: ${children.length > 1 ? `[${children.join(', ')}]` : children[0]}`
    return `${call}(${JSON.stringify(node.tag)}, {${[props, childProp].filter(Boolean).join(', ')}}, ${node.key})`
  }
  const make = new Function('jsx', 'jsxs', `return () => [${nodes.map(source).join(', ')}]`) as (
    j: typeof jsx,
    js: typeof jsxs,
  ) => () => ReactNode[]
  return make(jsx, jsxs)
}
