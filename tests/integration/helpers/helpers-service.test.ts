import { describe, expect, it } from 'vitest'
import { readClaims } from '~/domain/identity/claims'
import { login } from '~/services/patient/account.server'
import {
  changeHelperGrant,
  endHelperGrant,
  inviteHelper,
  listHelperGrants,
  renewHelperGrant,
  type HelperInvite,
} from '~/services/patient/helpers.server'
import {
  acceptInvitation,
  actFor,
  declineInvitation,
  grantIsLive,
  listGrantsForHelper,
  readInvitation,
} from '~/services/patient/helping.server'
import { listNotifications } from '~/services/patient/notifications.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { SignedInPatient } from '~/utils/session/session.server'
import { standIn } from '../../mocks/standin'

/** The portal's helpers client against the services (the in-process stand-in behind msw). */

async function signedIn(username: string, password: string): Promise<SignedInPatient> {
  const token = await login({ username, password }, undefined)
  return { ...readClaims(token)!, token }
}

/** A hospital day some days from now, as the invitation form sends it. */
function dayIn(days: number) {
  const at = new Date(Date.now() + days * 86_400_000 + 330 * 60_000)
  return at.toISOString().slice(0, 10)
}

const kiranInvite = (): HelperInvite => ({
  helperName: 'Kiran Rao',
  mobile: '9876500005',
  relationship: 'son',
  scopes: ['see', 'book'],
  endsAt: dayIn(60),
})

async function failureOf(call: Promise<unknown>): Promise<ServiceError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`)
  return error
}

/** asha invites kiran; the link's token is read from the SMS the services sent. */
async function invited() {
  const asha = await signedIn('asha', 'Asha@2026')
  const kiran = await signedIn('kiran', 'Kiran@2026')
  const grant = await inviteHelper(asha, kiranInvite())
  const { code } = await standIn.outbox.last({ to: '9876500005' })
  return { asha, kiran, grant, token: code! }
}

describe('the helpers client', () => {
  it('invites, reads the invitation, takes a wrong year, accepts, and lists the grant both ways', async () => {
    const { asha, kiran, grant, token } = await invited()
    expect(grant).toMatchObject({ helperName: 'Kiran Rao', state: 'invited', contactHint: 'mobile ending 005' })
    expect(await readInvitation(kiran, token)).toEqual({
      patientShortName: 'Asha V.',
      relationship: 'son',
      scopes: ['see', 'book'],
      endsAt: dayIn(60),
      state: 'open',
    })
    expect(await acceptInvitation(kiran, token, 1991)).toEqual({ outcome: 'wrong-year', triesLeft: 2 })
    const accepted = await acceptInvitation(kiran, token, 1990)
    expect(accepted).toMatchObject({ outcome: 'accepted', grant: { grantId: grant.id, patientId: 1 } })
    expect(await listHelperGrants(asha)).toMatchObject([{ id: grant.id, state: 'active' }])
    expect(await listGrantsForHelper(kiran)).toEqual([
      {
        grantId: grant.id,
        patientId: 1,
        patientShortName: 'Asha V.',
        scopes: ['see', 'book'],
        endsAt: dayIn(60),
        minor: false,
        reminderCopies: false,
      },
    ])
  })

  it("acts for the patient with the delegated token through the portal's existing clients, until the patient ends it", async () => {
    const { asha, kiran, grant, token } = await invited()
    await acceptInvitation(kiran, token, 1990)
    const acting = await actFor(kiran, grant.id)
    const helping: SignedInPatient = { ...readClaims(acting.token)!, token: acting.token }
    expect(helping.patientId).toBe(1)
    expect((await listNotifications(helping)).length).toBeGreaterThan(0)
    expect(await grantIsLive(kiran, grant.id)).toBe(true)

    await endHelperGrant(asha, grant.id)
    expect(await grantIsLive(kiran, grant.id)).toBe(false)
    expect(await failureOf(listNotifications(helping))).toMatchObject({ status: 403, code: 'GRANT_ENDED' })
    expect(await failureOf(actFor(kiran, grant.id))).toMatchObject({ status: 403, code: 'GRANT_ENDED' })
  })

  it("changes and renews a grant; a helper's token can't manage helpers", async () => {
    const { asha, kiran, grant, token } = await invited()
    await acceptInvitation(kiran, token, 1990)
    const changed = await changeHelperGrant(asha, grant.id, { scopes: ['chat'], endsAt: dayIn(10) })
    expect(changed).toMatchObject({ scopes: ['chat'], endsAt: dayIn(10) })
    expect(await renewHelperGrant(asha, grant.id)).toMatchObject({ endsAt: dayIn(10) })
    const { token: delegated } = await actFor(kiran, grant.id)
    const helping: SignedInPatient = { ...readClaims(delegated)!, token: delegated }
    expect(await failureOf(listHelperGrants(helping))).toMatchObject({ status: 403, code: 'HELPER_NOT_ALLOWED' })
    expect(await failureOf(listNotifications(helping))).toMatchObject({ status: 403, code: 'HELPER_SCOPE' })
  })

  it('declines; a closed invitation reads as ended', async () => {
    const { asha, kiran, token } = await invited()
    await declineInvitation(kiran, token)
    expect(await readInvitation(kiran, token)).toMatchObject({ state: 'ended' })
    expect(await listHelperGrants(asha)).toMatchObject([{ state: 'ended', endedReason: 'declined' }])
  })

  it('is refused past five invitations in a day, with the code the screen reads', async () => {
    const asha = await signedIn('asha', 'Asha@2026')
    for (let i = 0; i < 5; i++) await inviteHelper(asha, kiranInvite())
    expect(await failureOf(inviteHelper(asha, kiranInvite()))).toMatchObject({
      status: 429,
      code: 'HELPER_INVITES_TODAY',
    })
  })
})
