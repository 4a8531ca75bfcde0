import { describe, expect, it } from 'vitest'
import { makeStandIn, type Username } from '../../test-support.ts'

/** The patient's helpers and the helper's side, as the services answer them (NOW is 10 March 2026). */

const P = '/patient-service'
const invitation = {
  helperName: 'Kiran Rao',
  mobile: '9876500005',
  relationship: 'son',
  scopes: ['see', 'book'],
  endsAt: '2026-06-30',
}

function helpersStandIn() {
  const s = makeStandIn()
  const send = async (method: string, path: string, as: Username | string, body?: unknown) => {
    const authorization = as.startsWith('Bearer ') ? as : await s.bearerFor(as as Username)
    const res = await s.app.request(`${P}${path}`, {
      method,
      headers: { Authorization: authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
  }
  const lastMessage = async () =>
    (
      (await (await s.app.request('/dev/outbox')).json()) as {
        body: string
        to: string
        channel: string
        code: string | null
        subject: string
      }[]
    )[0]!
  /** asha invites kiran; answers the grant and the link's token from the SMS. */
  const invite = async (body: Record<string, unknown> = invitation) => {
    const answer = await send('POST', '/patients/1/helpers', 'asha', body)
    if (answer.status !== 201) throw new Error(`invite: ${answer.status} ${JSON.stringify(answer.body)}`)
    return { grant: answer.body as { id: number }, token: (await lastMessage()).code! }
  }
  const accept = (token: string, yearOfBirth: number, as: Username = 'kiran') =>
    send('POST', '/helper-invitations/accept', as, { token, yearOfBirth })
  const notifications = async () =>
    ((await send('GET', '/patients/1/notification', 'asha')).body as unknown as { message: string }[]).map(
      (n) => n.message,
    )
  return { ...s, send, invite, accept, lastMessage, notifications }
}

describe('inviting a helper', () => {
  it('sends a link by SMS with nothing about health, keeps only its hash, and lists the grant as invited', async () => {
    const s = helpersStandIn()
    const answer = await s.send('POST', '/patients/1/helpers', 'asha', invitation)
    expect(answer).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        helperName: 'Kiran Rao',
        relationship: 'son',
        scopes: ['see', 'book'],
        state: 'invited',
        endedReason: null,
        endsAt: '2026-06-30',
        startedAt: null,
        lastUsedAt: null,
        contactHint: 'mobile ending 005',
        minor: false,
        reminderCopies: false,
      },
    })
    const sms = await s.lastMessage()
    expect(sms).toMatchObject({
      channel: 'SMS',
      to: '9876500005',
      subject: 'An invitation to help on the patient portal',
    })
    expect(sms.body).toBe(
      `Kiran Rao, Asha V. invites you to be their helper on the patient portal. Open http://localhost:3000/helpers/invitation/${sms.code} within 7 days.`,
    )
    expect(sms.code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = s.db.prepare('SELECT token_hash FROM helper_invitations').get() as { token_hash: string }
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(s.db.prepare('SELECT * FROM helper_invitations').all())).not.toContain(sms.code!)
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toEqual([answer.body])
  })

  it('sends by e-mail when given an address, and says so only in part', async () => {
    const s = helpersStandIn()
    const { mobile: _, ...byEmail } = invitation
    const answer = await s.send('POST', '/patients/1/helpers', 'asha', { ...byEmail, email: 'kiran@example.com' })
    expect(answer.body).toMatchObject({ contactHint: 'e-mail k…@example.com' })
    expect(await s.lastMessage()).toMatchObject({ channel: 'EMAIL', to: 'kiran@example.com' })
  })

  it.each([
    [{ scopes: [] }, 'scopes', 'choose at least one'],
    [{ endsAt: '2027-09-11' }, 'endsAt', 'A helper can be given at most 18 months'],
    [{ endsAt: '2026-03-09' }, 'endsAt', 'The end date must be today or later'],
    [{ relationship: 'friend' }, 'relationship', expect.any(String)],
    [{ mobile: '12345' }, 'mobile', 'Mobile number must be 10 digits'],
    [{ email: 'kiran@example.com' }, 'mobile', 'give a mobile number or an e-mail address'],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const s = helpersStandIn()
    const answer = await s.send('POST', '/patients/1/helpers', 'asha', { ...invitation, ...change })
    expect(answer.status).toBe(400)
    expect(answer.body?.errorMap).toMatchObject({ [field]: message })
  })

  it('takes 18 months to the day, and five invitations a day: the sixth is a 429', async () => {
    const s = helpersStandIn()
    for (let i = 0; i < 5; i++) await s.invite({ ...invitation, endsAt: '2027-09-10' })
    const sixth = await s.send('POST', '/patients/1/helpers', 'asha', invitation)
    expect(sixth).toMatchObject({ status: 429, body: { code: 'HELPER_INVITES_TODAY' } })
    s.clock.now = new Date('2026-03-10T19:00:00.000Z') // 00:30 the next day in the hospital
    expect((await s.send('POST', '/patients/1/helpers', 'asha', invitation)).status).toBe(201)
  })
})

describe('the invitation', () => {
  it('reads without changing anything, for any signed-in helper', async () => {
    const s = helpersStandIn()
    const { token } = await s.invite()
    const before = JSON.stringify(s.db.prepare('SELECT * FROM helper_grants').all())
    const read = await s.send('POST', '/helper-invitations/view', 'kiran', { token })
    expect(read).toEqual({
      status: 200,
      body: {
        patientShortName: 'Asha V.',
        relationship: 'son',
        scopes: ['see', 'book'],
        endsAt: '2026-06-30',
        state: 'open',
      },
    })
    expect(JSON.stringify(s.db.prepare('SELECT * FROM helper_grants').all())).toBe(before)
    expect((await s.send('POST', '/helper-invitations/view', 'kiran', { token: 'x'.repeat(43) })).status).toBe(404)
    expect((await s.send('POST', '/helper-invitations/view', 'kiran', { token })).body).toMatchObject({ state: 'open' })
  })

  it('is accepted with the right year of birth: the grant is active, the patient told, the link used', async () => {
    const s = helpersStandIn()
    const { grant, token } = await s.invite()
    expect(await s.accept(token, 1990)).toEqual({
      status: 200,
      body: {
        outcome: 'accepted',
        grant: {
          grantId: grant.id,
          patientId: 1,
          patientShortName: 'Asha V.',
          scopes: ['see', 'book'],
          endsAt: '2026-06-30',
          minor: false,
          reminderCopies: false,
        },
      },
    })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'active', startedAt: s.clock.now.toISOString() },
    ])
    expect(await s.notifications()).toContain('Kiran Rao accepted your invitation to be your helper.')
    expect((await s.accept(token, 1990, 'ravi')).body).toEqual({ outcome: 'ended' })
    expect((await s.send('POST', '/helper-invitations/view', 'kiran', { token })).body).toMatchObject({ state: 'used' })
  })

  it('ends after three wrong years of birth, and tells the patient', async () => {
    const s = helpersStandIn()
    const { token } = await s.invite()
    expect((await s.accept(token, 1991)).body).toEqual({ outcome: 'wrong-year', triesLeft: 2 })
    expect((await s.accept(token, 1989)).body).toEqual({ outcome: 'wrong-year', triesLeft: 1 })
    expect((await s.accept(token, 2000)).body).toEqual({ outcome: 'ended' })
    expect((await s.accept(token, 1990)).body).toEqual({ outcome: 'ended' })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'ended', endedReason: 'wrong-year' },
    ])
    expect(await s.notifications()).toContain(
      'The invitation to Kiran Rao has ended: the year of birth was wrong 3 times.',
    )
  })

  it('is declined: the grant ends, the patient is told, a second answer is a 409', async () => {
    const s = helpersStandIn()
    const { token } = await s.invite()
    expect(await s.send('POST', '/helper-invitations/decline', 'kiran', { token })).toMatchObject({
      status: 200,
      body: { patientId: 1 },
    })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'ended', endedReason: 'declined' },
    ])
    expect(await s.notifications()).toContain('Kiran Rao declined your invitation to be your helper.')
    expect(await s.send('POST', '/helper-invitations/decline', 'kiran', { token })).toMatchObject({
      status: 409,
      body: { code: 'INVITATION_CLOSED' },
    })
  })

  it('works for 7 days, then ends as invitation-expired', async () => {
    const s = helpersStandIn()
    const { token } = await s.invite()
    s.clock.now = new Date(s.clock.now.getTime() + 7 * 86_400_000)
    expect((await s.accept(token, 1990)).body).toEqual({ outcome: 'ended' })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'ended', endedReason: 'invitation-expired' },
    ])
  })

  it("can't be accepted by the patient herself", async () => {
    const s = helpersStandIn()
    const { token } = await s.invite()
    expect((await s.accept(token, 1990, 'asha')).body).toMatchObject({
      errorMessage: 'A patient cannot be their own helper',
    })
  })
})

describe('the grant', () => {
  async function accepted() {
    const s = helpersStandIn()
    const { grant, token } = await s.invite()
    await s.accept(token, 1990)
    return { s, grantId: grant.id }
  }

  it("gives the helper a delegated token: the patient's id, the helper as actor, the scopes, the grant", async () => {
    const { s, grantId } = await accepted()
    const kiran = await s.bearerFor('kiran')
    const answer = await s.send('POST', `/patients/5/helping/${grantId}/token`, kiran)
    expect(answer.status).toBe(200)
    const token = answer.body!.token as string
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    const iat = Math.floor(s.clock.now.getTime() / 1000)
    expect(claims).toEqual({
      user_id: 1,
      hospital_id: 1,
      login_status: 'NEXT_LOGIN',
      temporary_password: 'NO',
      act: { sub: '5' },
      scope: 'see book',
      grant_id: grantId,
      iat,
      exp: iat + 8 * 3600,
    })
    expect(answer.body!.grant).toMatchObject({ grantId, patientShortName: 'Asha V.' })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { lastUsedAt: s.clock.now.toISOString() },
    ])
    // only the helper's own token, and only for their own grant
    expect((await s.send('POST', `/patients/5/helping/${grantId}/token`, `Bearer ${token}`)).status).toBe(403)
    expect((await s.send('POST', `/patients/2/helping/${grantId}/token`, 'ravi')).body).toMatchObject({
      code: 'GRANT_ENDED',
    })
  })

  it("ends the token with the grant's last day, and never after the helper's own token", async () => {
    const { s, grantId } = await accepted()
    s.clock.now = new Date('2026-06-30T12:00:00.000Z') // 17:30 on the last day in the hospital
    const answer = await s.send('POST', `/patients/5/helping/${grantId}/token`, 'kiran')
    const claims = JSON.parse(Buffer.from((answer.body!.token as string).split('.')[1]!, 'base64url').toString())
    expect(new Date(claims.exp * 1000).toISOString()).toBe('2026-06-30T18:30:00.000Z') // midnight in the hospital
  })

  it('lists the helper’s active grants and says whether one is live', async () => {
    const { s, grantId } = await accepted()
    expect((await s.send('GET', '/patients/5/helping', 'kiran')).body).toEqual([
      {
        grantId,
        patientId: 1,
        patientShortName: 'Asha V.',
        scopes: ['see', 'book'],
        endsAt: '2026-06-30',
        minor: false,
        reminderCopies: false,
      },
    ])
    expect((await s.send('GET', `/patients/5/helping/${grantId}`, 'kiran')).body).toEqual({ live: true })
    expect((await s.send('GET', `/patients/2/helping/${grantId}`, 'ravi')).body).toEqual({ live: false })
    expect((await s.send('GET', '/patients/2/helping', 'ravi')).body).toEqual([])
  })

  it('stops its tokens at once when the patient ends it', async () => {
    const { s, grantId } = await accepted()
    const token = (await s.send('POST', `/patients/5/helping/${grantId}/token`, 'kiran')).body!.token as string
    const delegated = `Bearer ${token}`
    expect((await s.send('GET', '/patients/1/notification', delegated)).status).toBe(200)
    expect((await s.send('DELETE', `/patients/1/helpers/${grantId}`, 'asha')).status).toBe(204)
    expect(await s.send('GET', '/patients/1/notification', delegated)).toMatchObject({
      status: 403,
      body: { code: 'GRANT_ENDED', errorMessage: 'This helper grant has ended' },
    })
    expect((await s.send('GET', `/patients/5/helping/${grantId}`, 'kiran')).body).toEqual({ live: false })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'ended', endedReason: 'by-patient' },
    ])
  })

  it('narrows its tokens when the patient takes a scope away', async () => {
    const { s, grantId } = await accepted()
    const delegated = `Bearer ${(await s.send('POST', `/patients/5/helping/${grantId}/token`, 'kiran')).body!.token}`
    const changed = await s.send('PATCH', `/patients/1/helpers/${grantId}`, 'asha', {
      scopes: ['book'],
      endsAt: '2026-05-31',
    })
    expect(changed.body).toMatchObject({ scopes: ['book'], endsAt: '2026-05-31' })
    expect((await s.send('GET', '/patients/1/notification', delegated)).body).toMatchObject({ code: 'HELPER_SCOPE' })
  })

  it('is renewed for the same length again from today, within 18 months', async () => {
    const { s, grantId } = await accepted() // invited on 10 March to 30 June: 112 days
    s.clock.now = new Date('2026-06-01T06:00:00.000Z')
    expect((await s.send('POST', `/patients/1/helpers/${grantId}/renew`, 'asha')).body).toMatchObject({
      endsAt: '2026-09-21',
      state: 'active',
    })
  })

  it('expires after its last day', async () => {
    const { s, grantId } = await accepted()
    s.clock.now = new Date('2026-06-30T18:30:00.000Z') // midnight after the last day, in the hospital
    expect((await s.send('GET', `/patients/5/helping/${grantId}`, 'kiran')).body).toEqual({ live: false })
    expect((await s.send('GET', '/patients/1/helpers', 'asha')).body).toMatchObject([
      { state: 'ended', endedReason: 'expired' },
    ])
    expect((await s.send('POST', `/patients/1/helpers/${grantId}/renew`, 'asha')).body).toMatchObject({
      code: 'GRANT_ENDED',
    })
  })

  it('ends every grant of a patient who becomes inactive', async () => {
    const { s, grantId } = await accepted()
    await s.app.request('/dev/patients/1/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'INACTIVE' }),
    })
    expect((await s.send('GET', `/patients/5/helping/${grantId}`, 'kiran')).body).toEqual({ live: false })
    const row = s.db.prepare('SELECT ended_reason FROM helper_grants WHERE id = ?').get(grantId)
    expect(row).toEqual({ ended_reason: 'patient-inactive' })
  })

  it("stops its tokens while the helper's own account is inactive", async () => {
    const { s, grantId } = await accepted()
    const delegated = `Bearer ${(await s.send('POST', `/patients/5/helping/${grantId}/token`, 'kiran')).body!.token}`
    s.db.prepare(`UPDATE patients SET status = 'INACTIVE' WHERE id = 5`).run()
    expect((await s.send('GET', '/patients/1/notification', delegated)).body).toMatchObject({ code: 'GRANT_ENDED' })
  })

  it("is another patient's to see or change: 404", async () => {
    const { s, grantId } = await accepted()
    expect((await s.send('DELETE', `/patients/2/helpers/${grantId}`, 'ravi')).status).toBe(404)
    expect((await s.send('DELETE', `/patients/1/helpers/${grantId}`, 'ravi')).status).toBe(403)
  })
})
