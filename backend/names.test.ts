import { describe, expect, it } from 'vitest'
import { personName } from './names.ts'

// ADR 53: the stand-in takes names in any script, like the portal, and refuses other symbols
describe('personName', () => {
  it.each(['आशा', 'ಕುಮಾರ್', 'José', 'Anne-Marie', "D'Souza", 'Ravi K. Kumar'])('takes %j', (name) => {
    expect(personName().parse(` ${name} `)).toBe(name)
  })

  it.each(['A', 'Asha<b>', 'Asha_Verma', 'x'.repeat(51)])('refuses %j', (name) => {
    expect(personName().safeParse(name).success).toBe(false)
  })
})
