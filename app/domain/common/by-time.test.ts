import { describe, expect, it } from 'vitest'
import { byTime } from './by-time'

type Item = { id: number; time: string }
const at = (id: number, time: string): Item => ({ id, time })
const timeOf = (item: Item) => item.time
const ids = (items: Item[]) => items.map((i) => i.id)

describe('byTime', () => {
  const items = [at(1, '2026-03-02T10:00:00Z'), at(2, '2026-03-01T09:00:00+05:30'), at(3, '2026-03-02T10:00:00Z')]

  it('orders by the instant each time names, whatever its zone', () => {
    expect(ids(byTime(items, timeOf, 'oldest first'))).toEqual([2, 1, 3])
    expect(ids(byTime(items, timeOf, 'newest first'))).toEqual([1, 3, 2])
  })

  it.each([
    ['newest first', (a: Item, b: Item) => b.id - a.id, [3, 1, 2]],
    ['oldest first', (a: Item, b: Item) => a.id - b.id, [2, 1, 3]],
  ] as const)('orders items of the same time by the tie, %s', (order, tie, expected) => {
    expect(ids(byTime(items, timeOf, order, tie))).toEqual(expected)
  })

  it('leaves the list it was given as it was', () => {
    const given = [...items]
    byTime(given, timeOf, 'newest first')
    expect(given).toEqual(items)
  })

  it('parses each time once, however long the list', () => {
    const minute = (i: number) => new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 1000) * 60_000).toISOString()
    const many = Array.from({ length: 1000 }, (_, i) => at(i, minute(i)))
    let parsed = 0
    const counted = (item: Item) => {
      parsed += 1
      return item.time
    }
    const sorted = byTime(many, counted, 'oldest first')
    expect(parsed).toBe(1000)
    expect(sorted.every((item, k) => k === 0 || Date.parse(sorted[k - 1]!.time) <= Date.parse(item.time))).toBe(true)
  })
})
