import { describe, expect, it } from 'vitest'
import { makeStandIn, NOW } from '../test-support.ts'
import { hashToken, issueLink, linkedVisit, linkOf, newToken } from './links.ts'

describe('a link token', () => {
  it('is 22 random URL-safe characters, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken))
    expect(tokens.size).toBe(50)
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it("is the portal's origin, the fixed path and the token", () => {
    expect(linkOf('https://portal.example.org/some/where', 'abcdefghijklmnopqrstuv')).toBe(
      'https://portal.example.org/r/abcdefghijklmnopqrstuv',
    )
  })

  it('is stored only as its hash, opens its one appointment until the start, and nothing once moved or tampered', () => {
    const { db } = makeStandIn()
    const start = db.prepare<[], { start_time: string }>('SELECT start_time FROM appointments WHERE id = 2').get()!
    const token = issueLink(db, 2, start.start_time, NOW)
    const stored = db.prepare('SELECT token_hash FROM reminder_links').all()
    expect(stored).toEqual([{ token_hash: hashToken(token) }])
    expect(JSON.stringify(db.prepare('SELECT * FROM reminder_links').all())).not.toContain(token)

    expect(linkedVisit(db, token, NOW)).toMatchObject({ appointmentId: 2, wrongYears: 0 })
    const tampered = `${token.slice(0, 21)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [tampered, newToken(), token.slice(1), `${token}x`, '../../../etc', 42, undefined])
      expect(linkedVisit(db, bad, NOW)).toBeNull()
    expect(linkedVisit(db, token, new Date(start.start_time))).toBeNull()

    db.prepare(
      `UPDATE appointments SET start_time = '2026-03-11T05:15:00.000Z', end_time = '2026-03-11T05:45:00.000Z' WHERE id = 2`,
    ).run()
    expect(linkedVisit(db, token, NOW)).toBeNull()
  })
})
