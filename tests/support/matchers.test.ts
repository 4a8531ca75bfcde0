/**
 * The response matchers (matchers.ts) and the helpers they stand on pass on the right answer
 * and, as much to the point, fail on a wrong one.
 */
import { stripVTControlCharacters } from 'node:util'
import { json, redirect } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { cookiesAfter } from './cookies'
import { outbox } from './outbox'
import { locationOf, readJson } from './read-response'
import { formErrors, readReply } from './reply'

/** The message an assertion fails with (without colours); fails the test if the assertion passes. */
function failureOf(assertion: () => void): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters(error instanceof Error ? error.message : String(error))
  }
  throw new Error('the assertion passed')
}

async function asyncFailureOf(assertion: () => Promise<void>): Promise<string> {
  try {
    await assertion()
  } catch (error) {
    return stripVTControlCharacters(error instanceof Error ? error.message : String(error))
  }
  throw new Error('the assertion passed')
}

describe('toRedirectTo', () => {
  it('passes on a 302 to that Location, or one matching the RegExp', () => {
    expect(redirect('/signin')).toRedirectTo('/signin')
    expect(redirect('/SuccessPage?appointmentId=7')).toRedirectTo(/^\/SuccessPage\?appointmentId=\d+$/)
    expect(redirect('/signin', 303)).toRedirectTo('/signin', { status: 303 })
    expect(redirect('/signin')).not.toRedirectTo('/myappointments')
  })

  it('fails on another Location', () => {
    expect(failureOf(() => expect(redirect('/myappointments')).toRedirectTo('/signin'))).toBe(
      'expected the response to redirect (302) to "/signin"\nit answered 302 with Location "/myappointments"',
    )
    expect(failureOf(() => expect(redirect('/SuccessPage?appointmentId=x')).toRedirectTo(/appointmentId=\d+$/))).toBe(
      'expected the response to redirect (302) to /appointmentId=\\d+$/\n' +
        'it answered 302 with Location "/SuccessPage?appointmentId=x"',
    )
  })

  it('fails on another status, and on an answer that is no redirect', () => {
    expect(failureOf(() => expect(redirect('/signin', 301)).toRedirectTo('/signin'))).toMatch(
      /\nit answered 301 with Location "\/signin"$/,
    )
    expect(failureOf(() => expect(json({ ok: true })).toRedirectTo('/signin'))).toMatch(
      /\nit answered 200 with Location null$/,
    )
  })

  it('fails on what is not a Response, with or without .not', () => {
    expect(() => expect('/signin').toRedirectTo('/signin')).toThrow(/toRedirectTo: expected a Response/)
    expect(() => expect('/signin').not.toRedirectTo('/signin')).toThrow(/toRedirectTo: expected a Response/)
  })

  it('with .not, fails on the very redirect', () => {
    expect(() => expect(redirect('/signin')).not.toRedirectTo('/signin')).toThrow(/not to redirect/)
  })
})

describe('toShowAlert', () => {
  const withAlert = () => redirectWithAlert(null, '/signin', { type: 'error', message: 'Session expired. Login again' })

  it('passes on the alert the next page shows, whole or in part', async () => {
    await expect(await withAlert()).toShowAlert({ type: 'error', message: 'Session expired. Login again' })
    await expect(await withAlert()).toShowAlert({ message: 'Session expired. Login again' })
    await expect(await withAlert()).toShowAlert({ type: 'error' })
    await expect(await withAlert()).toShowAlert({ message: /^Session expired/ })
    await expect(await withAlert()).toShowAlert()
    await expect(redirect('/signin')).not.toShowAlert()
  })

  it('fails on another message', async () => {
    const response = await withAlert()
    const message = await asyncFailureOf(() =>
      expect(response).toShowAlert({ type: 'error', message: 'Session expired. Login again!' }),
    )
    expect(message).toMatch(/^expected the next page \(\/signin\) to show the alert .*"Session expired. Login again!"/s)
    expect(message).toMatch(/\nit shows .*"message": "Session expired. Login again",\s+"type": "error"/s)
    // the next page takes the alert (it shows once): a second look needs a second redirect
    const again = await withAlert()
    expect(await asyncFailureOf(() => expect(again).toShowAlert({ message: /^Signed out/ }))).toMatch(
      /to show the alert .*\/\^Signed out\/.*\nit shows .*"Session expired. Login again"/s,
    )
  })

  it('fails on another type', async () => {
    await expect(
      expect(await withAlert()).toShowAlert({ type: 'success', message: 'Session expired. Login again' }),
    ).rejects.toThrow(/to show the alert/)
  })

  it('fails when the next page shows no alert, saying when the response set no cookie', async () => {
    expect(await asyncFailureOf(() => expect(redirect('/signin')).toShowAlert({ type: 'error' }))).toMatch(
      /\nit shows null \(the response set no cookie\)$/,
    )
    await expect(expect(redirect('/signin')).toShowAlert()).rejects.toThrow(/to show an alert/)
  })

  it('with .not, fails on the alert it shows', async () => {
    await expect(expect(await withAlert()).not.toShowAlert()).rejects.toThrow(/not to show an alert/)
  })

  it('fails on what is not a Response', async () => {
    await expect(expect('/signin').toShowAlert()).rejects.toThrow(/toShowAlert: expected a Response/)
  })
})

describe('the helpers under the matchers', () => {
  it('cookiesAfter merges what a response sets over what the browser had, and drops what it clears', () => {
    const response = new Response(null, {
      headers: [
        ['Set-Cookie', '__session=new; Path=/; HttpOnly'],
        ['Set-Cookie', '__recovery=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
      ],
    })
    expect(cookiesAfter(response, '__session=old; __recovery=r; tz=Asia%2FKolkata')).toBe(
      '__session=new; tz=Asia%2FKolkata',
    )
    expect(cookiesAfter(new Response(null))).toBe('')
  })

  it('locationOf fails without a Location', () => {
    expect(locationOf(redirect('/signin'))).toBe('/signin')
    expect(() => locationOf(json({}))).toThrow(/expected a Location header \(status 200\)/)
  })

  it('readJson fails on an answer of another shape, and on one that is not JSON', async () => {
    const schema = z.object({ error: z.string() })
    expect(await readJson(json({ error: 'Please select slot time!' }), schema)).toEqual({
      error: 'Please select slot time!',
    })
    await expect(readJson(json({ error: ['x'] }), schema)).rejects.toThrow(/not of the expected shape/)
    await expect(readJson(redirect('/signin'), schema)).rejects.toThrow(/expected a JSON answer, got status 302/)
  })

  it('readReply reads a Conform reply and fails on anything else', async () => {
    const reply = json({ status: 'error', initialValue: { username: 'asha' }, error: { '': ['Invalid'] } })
    expect(await formErrors(reply)).toEqual(['Invalid'])
    expect((await readReply(reply)).initialValue).toEqual({ username: 'asha' })
    await expect(readReply(json({ error: 'Please select slot time!' }))).rejects.toThrow(/not of the expected shape/)
  })

  it('the outbox reader finds the newest message by recipient and channel, and fails when there is none', async () => {
    const sent = [
      { id: 2, channel: 'SMS', to: '+919123456780', subject: 's', body: 'b', code: '4321', createdAt: 't' },
      { id: 1, channel: 'EMAIL', to: 'asha@example.org', subject: 's', body: 'b', code: '123456', createdAt: 't' },
    ]
    const box = outbox(async () => Response.json(sent))
    expect((await box.last()).id).toBe(2)
    expect((await box.last({ to: 'asha@example.org' })).code).toBe('123456')
    expect((await box.last({ channel: 'SMS' })).code).toBe('4321')
    await expect(box.last({ to: 'ravi@example.org' })).rejects.toThrow(/nothing was sent \(to ravi@example.org\)/)
  })
})
