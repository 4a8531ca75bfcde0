import { describe, expect, it } from 'vitest'
import { changes, kindsOf, type Snapshot } from './heap-counts.ts'

/** A snapshot of the given nodes, each [type, name, self size], in V8's flat layout. */
const snapshot = (nodes: [string, string, number][]): Snapshot => {
  const types = ['hidden', 'object', 'code', 'string']
  const strings = [...new Set(nodes.map(([, name]) => name))]
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size'], node_types: [types] } },
    nodes: nodes.flatMap(([type, name, size], id) => [types.indexOf(type), strings.indexOf(name), id, size]),
    strings,
  }
}

describe("the heap's kinds", () => {
  it('count objects by constructor and the rest by type', () => {
    const kinds = kindsOf(
      snapshot([
        ['object', 'Map', 40],
        ['object', 'Map', 60],
        ['code', 'render', 500],
        ['string', 'hello', 24],
      ]),
    )
    expect(Object.fromEntries(kinds)).toEqual({
      Map: { count: 2, bytes: 100 },
      '(code)': { count: 1, bytes: 500 },
      '(string)': { count: 1, bytes: 24 },
    })
  })

  it('list the kinds whose size changed most first, those gone and new included', () => {
    const before = kindsOf(
      snapshot([
        ['object', 'Map', 40],
        ['object', 'Timeout', 80],
        ['code', 'render', 500],
      ]),
    )
    const after = kindsOf(
      snapshot([
        ['object', 'Map', 40],
        ['object', 'Map', 40],
        ['code', 'render', 500],
        ['code', 'render', 300],
        ['object', 'Socket', 10],
      ]),
    )
    expect(changes(before, after, 3)).toEqual([
      { kind: '(code)', count: 2, bytes: 800, moreCount: 1, more: 300 },
      { kind: 'Timeout', count: 0, bytes: 0, moreCount: -1, more: -80 },
      { kind: 'Map', count: 2, bytes: 80, moreCount: 1, more: 40 },
    ])
  })
})
