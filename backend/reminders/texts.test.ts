import { describe, expect, it } from 'vitest'
import { smsSegments } from './sms-length.ts'
import { BRAND_MAX, REMINDER_LANGUAGES, templatesOf, visitMessage, type MessageKind } from './texts.ts'

const KINDS: MessageKind[] = ['booked', 'moved', 'cancelled', 'reminder', 'callSoon']
// the longest a text can get: a 20-character brand, a 40-character public origin, a two-digit day
const LONGEST_LINK = `https://patients.sunrise-hospital.ex.org/r/${'A'.repeat(22)}`
const longestArgs = (kind: MessageKind, language: (typeof REMINDER_LANGUAGES)[number], online = false) => ({
  kind,
  language,
  brand: 'Sunrise Multispeciality Hospital',
  start: new Date('2026-12-30T06:45:00Z'), // Wednesday 30 December, 12:15 pm in the hospital
  online,
  link: kind === 'cancelled' ? null : LONGEST_LINK,
  timeZone: 'Asia/Kolkata',
})
const longest = (kind: MessageKind, language: (typeof REMINDER_LANGUAGES)[number], online = false) =>
  visitMessage(longestArgs(kind, language, online))

describe('the texts', () => {
  it('the English ones each fit one GSM-7 segment (160 characters) at their longest', () => {
    expect(new URL(LONGEST_LINK).origin).toHaveLength(40)
    for (const kind of KINDS)
      for (const online of [false, true]) {
        const { body } = longest(kind, 'en', online)
        expect(smsSegments(body), `${kind}: ${body}`).toEqual({ encoding: 'GSM-7', segments: 1 })
        expect(body.length).toBeLessThanOrEqual(160)
      }
  })

  it('the Hindi and Kannada ones stay within three Unicode segments (160 UTF-16 units)', () => {
    for (const language of ['hi', 'kn'] as const)
      for (const kind of KINDS) {
        const { body } = longest(kind, language)
        expect(smsSegments(body).encoding).toBe('UCS-2')
        expect(body.length, `${language} ${kind}: ${body}`).toBeLessThanOrEqual(160)
      }
  })

  it('say the brand, the day, the time, in person or video and the link, in words the patient reads', () => {
    const physical = visitMessage({
      kind: 'reminder',
      language: 'en',
      brand: 'Sunrise Hospital',
      start: new Date('2026-03-11T05:00:00Z'),
      online: false,
      link: 'http://localhost:3000/r/abcdefghijklmnopqrstuv',
      timeZone: 'Asia/Kolkata',
    })
    expect(physical).toEqual({
      subject: 'Your visit is coming up',
      body: 'Sunrise Hospital: your visit Wed, 11 Mar 10:30 am, in person. Confirm or cancel: http://localhost:3000/r/abcdefghijklmnopqrstuv',
    })
    expect(longest('callSoon', 'en', true).body).toBe(
      `Sunrise Multispecial: video visit at 12:15 pm; your call opens in 15 minutes: ${LONGEST_LINK}`,
    )
    expect(longest('booked', 'hi', true).body).toContain('वीडियो')
    expect(longest('reminder', 'kn').body).toContain('ಆಸ್ಪತ್ರೆಯಲ್ಲಿ')
    expect(longest('cancelled', 'en').body).toBe('Sunrise Multispecial: your visit Wed, 30 Dec 12:15 pm is cancelled.')
  })

  it('cut a long brand to its first 20 characters', () => {
    expect(longest('cancelled', 'en').body.split(':')[0]).toHaveLength(BRAND_MAX)
  })

  it('carry one link at most and nothing about health or the patient (the templates have no other slot)', () => {
    const slots = (body: string) => [...body.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    for (const language of REMINDER_LANGUAGES) {
      const t = templatesOf(language)
      for (const kind of ['booked', 'moved', 'reminder'] as const)
        expect(slots(t[kind].body)).toEqual(['brand', 'date', 'time', 'mode', 'link'])
      expect(slots(t.callSoon.body)).toEqual(['brand', 'time', 'link'])
      expect(slots(t.cancelled.body)).toEqual(['brand', 'date', 'time'])
    }
  })
})

describe("a helper's copy", () => {
  const copy = (kind: MessageKind, language: (typeof REMINDER_LANGUAGES)[number]) =>
    visitMessage({ ...longestArgs(kind, language), link: null, copy: true }).body

  it("speaks of the patient's visit, never of the reader's, in each language", () => {
    expect(copy('reminder', 'en')).toBe("Sunrise Multispecial: the patient's visit Wed, 30 Dec 12:15 pm, in person.")
    expect(copy('cancelled', 'en')).toBe("Sunrise Multispecial: the patient's visit Wed, 30 Dec 12:15 pm is cancelled.")
    expect(copy('callSoon', 'en')).toBe(
      "Sunrise Multispecial: video visit at 12:15 pm; the patient's call opens in 15 minutes.",
    )
    expect(copy('booked', 'en')).toBe('Sunrise Multispecial: visit booked Wed, 30 Dec 12:15 pm, in person.')
    expect(copy('reminder', 'hi')).toBe('Sunrise Multispecial: मरीज़ की मुलाक़ात बुध, 30 दिस॰ 12:15 pm, अस्पताल में.')
    expect(copy('cancelled', 'kn')).toMatch(/^Sunrise Multispecial: ರೋಗಿಯ ಭೇಟಿ .* ರದ್ದಾಗಿದೆ\.$/)
  })

  it('has no link, no "your" and fits the segments of the patient\'s own text', () => {
    const yours = { en: /\byour\b/i, hi: /आपकी|आपका/, kn: /ನಿಮ್ಮ/ }
    for (const language of REMINDER_LANGUAGES)
      for (const kind of KINDS) {
        const body = copy(kind, language)
        expect(body, `${language} ${kind}`).not.toMatch(/\{|http/)
        expect(body, `${language} ${kind}`).not.toMatch(yours[language])
        expect(body.length, `${language} ${kind}: ${body}`).toBeLessThanOrEqual(160)
        if (language === 'en') expect(smsSegments(body).encoding).toBe('GSM-7')
      }
  })
})

describe('smsSegments', () => {
  it('counts GSM-7 septets, extension characters twice, and Unicode in UTF-16 units', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 })
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 })
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', segments: 2 })
    expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1 })
    expect(smsSegments('क'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2 })
  })
})
