import { describe, expect, test } from 'vitest'
import { assignChunks, BASE_CHUNK, staticReach, type BrowserModule, type PageEntries } from './chunk-rule.ts'

const module = (id: string, bytes: number, reachedFrom: string[], imports: string[] = []): BrowserModule => ({
  id,
  bytes,
  reachedFrom: new Set(reachedFrom),
  imports,
})
const page = (room: number, ...routes: string[]): PageEntries => ({
  entries: ['entry.client', 'root', ...routes],
  room,
})

describe('static reach', () => {
  test('follows static imports from each entry, through shared modules, and through cycles', () => {
    const imports: Record<string, string[]> = {
      'entry.js': ['react.js'],
      'a.js': ['form.js'],
      'b.js': ['form.js', 'b-only.js'],
      'form.js': ['react.js', 'field.js'],
      'field.js': ['form.js'],
    }
    const reach = staticReach({ 'entry.client': 'entry.js', a: 'a.js', b: 'b.js' }, (id) => imports[id] ?? [])
    expect(reach.get('react.js')).toEqual(new Set(['entry.client', 'a', 'b']))
    expect(reach.get('field.js')).toEqual(new Set(['a', 'b']))
    expect(reach.get('b-only.js')).toEqual(new Set(['b']))
  })
})

describe('chunks', () => {
  test("what the entry or the root imports goes to the base chunk; one route's own module stays with it", () => {
    const chunks = assignChunks(
      [
        module('react', 60_000, ['entry.client', 'root', 'a']),
        module('layout', 900, ['root']),
        module('own', 500, ['a']),
      ],
      [page(5, 'a')],
    )
    expect(chunks).toEqual(
      new Map([
        ['react', BASE_CHUNK],
        ['layout', BASE_CHUNK],
      ]),
    )
  })

  test('modules shared by the same routes share a chunk, as a bundler splits them', () => {
    const chunks = assignChunks(
      [module('form', 3_000, ['a', 'b']), module('field', 1_000, ['a', 'b']), module('slots', 2_000, ['b', 'c'])],
      [page(5, 'a'), page(5, 'b'), page(5, 'c')],
    )
    expect(chunks.get('form')).toBe(chunks.get('field'))
    expect(chunks.get('slots')).not.toBe(chunks.get('form'))
    // named largest first
    expect([chunks.get('form'), chunks.get('slots')]).toEqual(['shared-1', 'shared-2'])
  })

  test('a page with more chunks than its room merges the two that add the fewest bytes to other pages', () => {
    const modules = [
      module('form', 3_000, ['a', 'b', 'c']),
      module('dates', 2_000, ['a', 'b']),
      module('doctor-card', 500, ['a', 'd']),
      module('slots', 1_000, ['a', 'c']),
    ]
    const pages = [page(3, 'a'), page(5, 'b'), page(5, 'c'), page(5, 'd')]
    const before = assignChunks(
      modules,
      pages.map((p) => ({ ...p, room: 5 })),
    )
    expect(new Set(before.values()).size).toBe(4)
    const chunks = assignChunks(modules, pages)
    // merging slots into form adds 1,000 bytes to b; doctor-card anywhere adds more, to d or to others
    expect(chunks.get('slots')).toBe(chunks.get('form'))
    expect(new Set(chunks.values()).size).toBe(3)
  })

  test('merging counts what the merged chunk imports: the pages then load that too', () => {
    const modules = [
      module('booking', 1_000, ['a', 'b'], ['dates']),
      module('dates', 5_000, ['a', 'b', 'e1', 'e2', 'e3', 'e4']),
      module('receipt', 900, ['a', 'c']),
    ]
    const pages = [page(2, 'a'), page(5, 'b'), page(5, 'c'), ...['e1', 'e2', 'e3', 'e4'].map((e) => page(5, e))]
    const chunks = assignChunks(modules, pages)
    // booking with receipt would look cheapest (1,900 bytes), but c would then load dates through booking (6,900);
    // booking with dates adds 4,000 bytes, booking's, to the four e pages
    expect(chunks.get('booking')).toBe(chunks.get('dates'))
    expect(chunks.get('receipt')).not.toBe(chunks.get('booking'))
  })

  test('stops when every page fits, even one with no room left for any', () => {
    const chunks = assignChunks(
      [module('x', 100, ['a', 'b']), module('y', 100, ['a', 'c'])],
      [page(0, 'a'), page(5, 'b'), page(5, 'c')],
    )
    expect(new Set(chunks.values())).toEqual(new Set(['shared-1']))
  })
})
