import { describe, expect, it } from 'vitest'
import { byTime } from './by-time'

const at = (id: number, time: string) => ({ id, time })
const ids = (items: { id: number }[]) => items.map((i) => i.id)

describe('byTime', () => {
  const items = [at(1, '2026-03-02T10:00:00Z'), at(2, '2026-03-01T09:00:00+05:30'), at(3, '2026-03-02T10:00:00Z')]

  it('orders by the instant each time names, whatever its zone', () => {
    expect(ids(byTime(items, (i) => i.time, 'oldest first'))).toEqual([2, 1, 3])
    expect(ids(byTime(items, (i) => i.time, 'newest first'))).toEqual([1, 3, 2])
  })

  it('orders items of the same time by the tie, else keeps their order', () => {
    expect(
      ids(
        byTime(
          items,
          (i) => i.time,
          'newest first',
          (a, b) => b.id - a.id,
        ),
      ),
    ).toEqual([3, 1, 2])
    expect(
      ids(
        byTime(
          items,
          (i) => i.time,
          'oldest first',
          (a, b) => a.id - b.id,
        ),
      ),
    ).toEqual([2, 1, 3])
  })

  it('leaves the list it was given as it was', () => {
    const given = [...items]
    byTime(given, (i) => i.time, 'newest first')
    expect(given).toEqual(items)
  })

  it('parses each time once, however long the list', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      at(i, new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 1000) * 60_000).toISOString()),
    )
    let parsed = 0
    const sorted = byTime(
      many,
      (i) => {
        parsed += 1
        return i.time
      },
      'oldest first',
    )
    expect(parsed).toBe(1000)
    expect(sorted.every((item, k) => k === 0 || Date.parse(sorted[k - 1]!.time) <= Date.parse(item.time))).toBe(true)
  })
})
