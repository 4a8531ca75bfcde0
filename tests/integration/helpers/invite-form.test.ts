import { describe, expect, it } from 'vitest'
import { dayIn, formatDate } from '~/domain/common/format'
import { addMonths } from '~/domain/helpers/grant-end'
import { action as helpersAction } from '~/routes/_app.helpers/route'
import { readReply } from '../../support/reply'
import { post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { ASHA, invitation, sendForm } from './support'

/**
 * The invitation form of /helpers (docs/helpers.md#the-patients-screen): every field checked on the
 * server with its own message, the entered values kept, nothing sent to the services until all pass.
 */
/** The patient's day: the hospital's zone until the browser says its own. */
const today = () => dayIn('Asia/Kolkata')

async function refused(fields: Record<string, string | string[]>) {
  const cookie = await signIn(ASHA.username, ASHA.password)
  const response = await sendForm(cookie, fields)
  expect(response.status).toBe(400)
  return readReply(response)
}

describe('inviting a helper: the form', () => {
  it('names every missing field with its own message', async () => {
    const reply = await refused({ intent: 'invite' })
    expect(reply.error).toEqual({
      helperName: ["Enter the helper's name"],
      contact: ["Enter the helper's mobile number or e-mail address"],
      relationship: ['Choose how the helper is related to you'],
      scopes: ['Choose at least one thing the helper may do'],
      end: ["Choose when the helper's access ends"],
    })
  })

  it('refuses a contact that is neither a 10-digit mobile nor an e-mail, and a name too long, keeping what was typed', async () => {
    const long = 'K'.repeat(51)
    const reply = await refused(invitation({ helperName: long, contact: '98765', scopes: ['chat', 'call'] }))
    expect(reply.error).toEqual({
      helperName: ["The helper's name can be at most 50 characters"],
      contact: ['Enter a 10-digit mobile number, or an e-mail address like name@example.com'],
    })
    expect(reply.initialValue).toMatchObject({
      helperName: long,
      contact: '98765',
      relationship: 'son',
      scopes: ['chat', 'call'],
      end: '6m',
    })
  })

  it('refuses a scope or a relationship the portal does not offer', async () => {
    const reply = await refused(invitation({ relationship: 'neighbour', scopes: ['see', 'password'] }))
    expect(reply.error).toEqual({
      relationship: ['Choose how the helper is related to you'],
      scopes: ['Choose at least one thing the helper may do'],
    })
  })

  it.each([
    ['', 'Enter the last day of access'],
    ['2027-02-30', 'Enter the last day of access as a real date'],
    [today(), 'The last day of access must be after today'],
  ])('refuses the chosen day %j: %s', async (endDate, message) => {
    const reply = await refused(invitation({ end: 'date', endDate }))
    expect(reply.error).toEqual({ endDate: [message] })
  })

  it('refuses a day past 18 months from today, naming the last day allowed', async () => {
    const latest = formatDate('en', new Date(`${addMonths(today(), 18)}T12:00:00Z`), 'UTC')
    expect(latest).toMatch(/^\d\d-\w{3}-\d{4}$/)
    const reply = await refused(invitation({ end: 'date', endDate: addMonths(today(), 19) }))
    expect(reply.error).toEqual({
      endDate: [`The last day of access can be ${latest} at the latest, 18 months from today`],
    })
  })

  it('answers in the page language', async () => {
    const cookie = await signIn(ASHA.username, ASHA.password)
    const reply = await readReply(
      await run(helpersAction, post('/helpers', { intent: 'invite' }, `${cookie}; lang=hi`)),
    )
    expect(reply.error?.helperName).toEqual(['सहायक का नाम डालें'])
  })
})
