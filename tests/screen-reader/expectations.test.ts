import { describe, expect, it } from 'vitest'
import { allHeard, check, count, transcriptText } from './expectations.ts'

const heard = [
  { text: 'tab ' },
  { text: 'Join Callwith Dr. Arjun Mehta push button.' },
  { text: 'The username or password is not correct.' },
  { text: 'Username entry The username or password is not correct.' },
  { text: 'संदेश', language: 'hi' },
]

describe('check', () => {
  it('passes what was heard as expected', () => {
    expect(check(heard, { hear: ['Dr. Arjun Mehta', /join call/i], once: ['संदेश'], never: ['Messagewith'] })).toEqual([])
  })

  it('names the phrase, the reason and what was heard instead', () => {
    expect(
      check(heard, {
        hear: [{ phrase: 'Thank You', because: 'the success page is announced' }],
        once: [{ phrase: 'The username or password is not correct', because: 'an error is read once' }],
        never: [{ phrase: /Callwith/, because: 'a hidden span lost its space' }],
      }),
    ).toEqual([
      'expected to hear "Thank You" (the success page is announced): not heard',
      'expected to hear "The username or password is not correct" once (an error is read once): heard 2 times',
      'must not hear /Callwith/ (a hidden span lost its space): heard 1 times',
    ])
  })
})

describe('check: distinct', () => {
  it('fails when two utterances of the kind read alike', () => {
    const cards = [{ text: 'Dr. Arjun Mehta heading level 3.' }, { text: 'Dr. Arjun Mehta heading level 3.' }]
    const distinct = { phrase: /heading level 3/, because: 'cards must not sound alike' }
    expect(check(cards, { distinct })).toEqual([
      'heard "Dr. Arjun Mehta heading level 3." more than once (cards must not sound alike)',
    ])
    expect(check(cards.slice(1), { distinct })).toEqual([])
  })
})

describe('check: the voice', () => {
  const devanagari = /[\u0900-\u097F]/
  it('passes when text in the script was read with the voice of its language', () => {
    expect(check(heard, { voice: { script: devanagari, language: 'hi' } })).toEqual([])
  })

  it('fails text in the script read with another voice, or no such text at all', () => {
    expect(check([{ text: 'नमस्ते', language: 'en-us' }], { voice: { script: devanagari, language: 'hi' } })).toEqual([
      '"नमस्ते" was read with the en-us voice, not hi',
    ])
    expect(check([{ text: 'Hello', language: 'en-us' }], { voice: { script: devanagari, language: 'hi' } })).toEqual([
      `expected to hear text in ${devanagari}: none heard`,
    ])
  })
})

describe('allHeard', () => {
  it('is true only once every expected phrase has been heard', () => {
    expect(allHeard(heard, { hear: ['Dr. Arjun Mehta'], once: ['संदेश'], never: ['Callwith'] })).toBe(true)
    expect(allHeard(heard, { hear: ['Thank You'] })).toBe(false)
  })
})

describe('count', () => {
  it('counts a string and a pattern, with or without its g flag', () => {
    expect(count('a b a', 'a')).toBe(2)
    expect(count('Aa', /a/i)).toBe(2)
    expect(count('Aa', /a/gi)).toBe(2)
  })
})

describe('transcriptText', () => {
  it('prints an utterance a line, with the language of a voice that is not English', () => {
    expect(transcriptText(heard.slice(3))).toBe('Username entry The username or password is not correct.\nसंदेश  [hi]')
  })
})
