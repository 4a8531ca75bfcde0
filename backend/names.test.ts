import { describe, expect, it } from 'vitest'
import { isPersonName, personName } from './names.ts'

// the services take names in any script, and refuse other symbols
describe('personName', () => {
  it.each(['आशा', 'ಕುಮಾರ್', 'José', 'Anne-Marie', "D'Souza", 'Ravi K. Kumar'])('takes %j', (name) => {
    expect(personName().parse(` ${name} `)).toBe(name)
  })

  it.each(['A', 'Asha<b>', 'Asha_Verma', 'x'.repeat(51)])('refuses %j', (name) => {
    expect(personName().safeParse(name).success).toBe(false)
  })
})

describe('isPersonName', () => {
  it.each(['आशा', 'ಕುಮಾರ್', 'José', 'O’Brien', 'Asha 2', 'Anne-Marie'])('takes %j', (name) => {
    expect(isPersonName(name)).toBe(true)
  })

  it.each(['Asha<b>', 'Asha_Verma', 'a@b', 'Asha;', '😀'])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false)
  })

  it('takes a vowel sign written apart from its letter (a mark), as typed in Kannada and Hindi', () => {
    expect(isPersonName('\u0C95\u0CC1')).toBe(true)
    expect(isPersonName('\u0915\u093F')).toBe(true)
  })
})
