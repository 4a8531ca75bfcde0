/**
 * The services end a caretaker's invitation after five wrong codes, from anyone. The consultation
 * id is sequential and guessable, so a stranger who never saw the invitation could end it with five
 * posts. The invitation link the portal sends carries a key of its own: a code typed on a page
 * without it (or with another) is refused before it is counted or reaches the services.
 */
import { describe, expect, it } from 'vitest'
import { type action as verifyGuest } from '~/routes/CareTaker'
import { invitedGuest, verifyAs, verifyOn } from '../support/guest-invitation'
import { readActionData } from '../support/read-response'

const NOT_VALID = 'This invitation link is not valid.'
const refusal = async (response: Response) => (await readActionData<typeof verifyGuest>(response)).refusal
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe("a stranger without the invitation's link", () => {
  it('cannot spend its code or end it: the invited caretaker still gets in', async () => {
    const { id, code, link } = await invitedGuest()
    expect(link).toMatch(new RegExp(`^/CareTaker\\?id=${id}&key=[\\w-]{22}$`))
    for (const path of [`/CareTaker?id=${id}`, `/CareTaker?id=${id}&key=${'A'.repeat(22)}`])
      for (let i = 0; i < 5; i++) {
        const answer = await verifyOn(path, wrongFor(code), `203.0.113.${i}`)
        expect(answer.status).toBe(400)
        expect(await refusal(answer)).toBe(NOT_VALID)
      }
    expect(await verifyAs(id, code)).toRedirectTo(`/CareTaker/consent?id=${id}`)
  })

  it('is refused even with the right code', async () => {
    const { id, code } = await invitedGuest()
    expect(await refusal(await verifyOn(`/CareTaker?id=${id}`, code))).toBe(NOT_VALID)
  })
})
