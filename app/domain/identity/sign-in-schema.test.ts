import { describe, expect, it } from 'vitest'
import { signInMessages } from '~/messages/identity/en'
import { signInSchema as schemaFor } from './sign-in-schema'

const signInSchema = schemaFor(signInMessages)

describe('signInSchema', () => {
  it("requires both fields with the rules' messages", () => {
    const result = signInSchema.safeParse({})
    expect(result.success).toBe(false)
    const messages = result.error?.flatten().fieldErrors
    expect(messages?.username).toEqual(['Username is required'])
    expect(messages?.password).toEqual(['Password is required'])
  })

  it('treats a username of spaces as missing', () => {
    const result = signInSchema.safeParse({ username: '   ', password: 'x' })
    expect(result.error?.flatten().fieldErrors.username).toEqual(['Username is required'])
  })

  it('lower-cases the username and keeps the password as typed', () => {
    expect(signInSchema.parse({ username: ' Asha ', password: ' Pa ss ' })).toEqual({
      username: 'asha',
      password: ' Pa ss ',
    })
  })

  it('limits the username to 50 and the password to 256 characters', () => {
    expect(signInSchema.safeParse({ username: 'a'.repeat(50), password: 'p'.repeat(256) }).success).toBe(true)
    expect(signInSchema.safeParse({ username: 'a'.repeat(51), password: 'p' }).success).toBe(false)
    expect(signInSchema.safeParse({ username: 'a', password: 'p'.repeat(257) }).success).toBe(false)
  })
})
