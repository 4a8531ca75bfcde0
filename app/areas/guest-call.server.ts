import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createSessionStorage, type SessionStorage } from '@remix-run/node'
import { z } from 'zod/v4'
import { getEnv } from '~/utils/env.server'
import { Path } from '~/utils/navigation/paths'
import { requireId } from '~/utils/request/http.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * The guest caretaker's state (docs/rules/guest-call.md#states): its own short-lived, signed, httpOnly cookie
 * on /CareTaker, scoped to one consultation, never the patient session (ADR 33). It lasts
 * long enough for a consultation; leaving the call deletes it.
 */
const GUEST_MAX_AGE_SECONDS = 2 * 60 * 60

const guestSchema = z.object({
  consultationId: z.number().int().positive(),
  name: z.string(),
  consented: z.boolean(),
  /** The code the guest verified with (a hash): one consent per code. */
  codeHash: z.string(),
})
export type Guest = z.infer<typeof guestSchema>

const guestsKey = (consultationId: number) => `consultation-guests:${consultationId}`
const spentKey = (consultationId: number, codeHash: string) => `guest-code-spent:${consultationId}:${codeHash}`

/** Codes are kept only as hashes, bound to their consultation. */
export function guestCodeHash(consultationId: number, code: string) {
  return createHash('sha256').update(`${consultationId}:${code}`).digest('base64url')
}

let storage: SessionStorage<{ guest: Guest }> | undefined
/** Server-side like the patient's session (ADR 39): the cookie holds a random id, the store the guest. */
function guestStorage() {
  if (!storage) {
    const env = getEnv()
    const key = (id: string) => `guest:${id}`
    const save = (id: string, data: unknown) => inStore((s) => s.set(key(id), data, GUEST_MAX_AGE_SECONDS * 1000))
    storage = createSessionStorage<{ guest: Guest }>({
      cookie: {
        name: '__guest_call',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.NODE_ENV === 'production',
        path: Path.guest,
        maxAge: GUEST_MAX_AGE_SECONDS,
        secrets: [env.SESSION_SECRET],
      },
      async createData(data) {
        const id = randomBytes(24).toString('base64url')
        await save(id, data)
        // remembered per consultation, so removing the guest or ending the call revokes every copy
        const consultationId = data.guest?.consultationId
        if (consultationId !== undefined)
          await inStore((s) => s.addMember(guestsKey(consultationId), id, GUEST_MAX_AGE_SECONDS * 1000))
        return id
      },
      readData: (id) => inStore((s) => s.get(key(id))),
      updateData: (id, data) => save(id, data),
      deleteData: (id) => inStore((s) => s.delete(key(id))),
    })
  }
  return storage
}

/** The consultation id of `?id=`, or a 404. */
export function consultationIdFrom(request: Request): number {
  return requireId(new URL(request.url).searchParams.get('id'))
}

/** The verified guest of this consultation, or null (no cookie, or one for another consultation). */
export async function readGuest(request: Request, consultationId: number): Promise<Guest | null> {
  const session = await guestStorage().getSession(request.headers.get('Cookie'))
  const parsed = guestSchema.safeParse(session.get('guest'))
  return parsed.success && parsed.data.consultationId === consultationId ? parsed.data : null
}

/** Verification starts a new guest session (a new id); consent updates it. */
export async function writeGuest(request: Request, guest: Guest): Promise<string> {
  const current = await guestStorage().getSession(request.headers.get('Cookie'))
  const session = guest.consented ? current : await guestStorage().getSession()
  if (!guest.consented && current.id) await guestStorage().destroySession(current)
  session.set('guest', guest)
  return guestStorage().commitSession(session)
}

export async function clearGuest(request: Request): Promise<string> {
  const session = await guestStorage().getSession(request.headers.get('Cookie'))
  return guestStorage().destroySession(session)
}

/** The services keep a guest code valid this long; the portal keeps it spent as long. */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * Spends the code at its first successful verification (a code is one-time: docs/rules/guest-call.md#validation), atomically in the shared
 * store: true for the one guest who spent it, false for everyone after, on any instance (ADR 74).
 * The services don't spend it at verification, so the spent state is the portal's own.
 */
export function spendGuestCode(consultationId: number, code: string) {
  return inStore((s) => s.claim(spentKey(consultationId, guestCodeHash(consultationId, code)), true, CODE_LIFETIME_MS))
}

export async function guestCodeSpent(consultationId: number, code: string) {
  const spent = await inStore((s) => s.get<boolean>(spentKey(consultationId, guestCodeHash(consultationId, code))))
  return spent === true
}

/** One consent per code: true for the first, false for a second consent on the same code (a copied cookie). */
export function consentOnce(guest: Guest) {
  const key = `guest-code-consented:${guest.consultationId}:${guest.codeHash}`
  return inStore((s) => s.claim(key, true, CODE_LIFETIME_MS))
}

/** Ends every guest session of the consultation: the guest was removed, or the call is over. */
export async function revokeGuests(consultationId: number) {
  await inStore(async (s) => {
    const ids = await s.members(guestsKey(consultationId))
    for (const id of ids) await s.removeMember(guestsKey(consultationId), id)
    await s.delete(...ids.map((id) => `guest:${id}`))
  })
}

/** The call a patient invited a caretaker to, as the devices screen names it: the doctor and the time, nothing medical. */
export type InvitedCall = { consultationId: number; doctor: string; startTime: string }

/** An invitation: the call, the patient who sent it, and the key of the link it was sent with. */
type Invitation = InvitedCall & { patientId: number; linkKey?: string }

const passesKey = (patientId: number) => `patient-guest-passes:${patientId}`
const invitationKey = (consultationId: number) => `guest-invitation:${consultationId}`
/** A pass can be made while the code is valid and lives its full length after that. */
const INVITATION_MS = CODE_LIFETIME_MS + GUEST_MAX_AGE_SECONDS * 1000

/**
 * Remembers an invitation, one record for both screens that need it: the devices screen lists the
 * call's passes under the patient who sent it (and only theirs), and the activity records the guest's
 * steps, which know only the consultation, for that patient.
 */
export async function rememberInvitation(patientId: number, call: InvitedCall, linkKey: string) {
  await inStore(async (s) => {
    await s.set(invitationKey(call.consultationId), { ...call, patientId, linkKey } satisfies Invitation, INVITATION_MS)
    await s.addMember(passesKey(patientId), String(call.consultationId), INVITATION_MS)
  })
}

/**
 * The invitation link's key: the consultation id is sequential, so the services' lock after five
 * wrong codes was anyone's to trip; only who holds the link the patient sent reaches it now.
 */
export const newLinkKey = () => randomBytes(16).toString('base64url')

/** The guest's page of an invitation: its consultation and, for one the portal sent, its key. */
export const guestLinkPath = (consultationId: number, key: string | null) =>
  `${Path.guest}?id=${consultationId}${key ? `&key=${encodeURIComponent(key)}` : ''}`

export const linkKeyFrom = (request: Request) => new URL(request.url).searchParams.get('key')

/**
 * Whether a code typed on this link may be counted and go to the services: the link's key is the
 * invitation's. An invitation the portal didn't send (the services' own) has no key and is open as before.
 */
export async function linkOpens(consultationId: number, key: string | null): Promise<boolean> {
  const expected = (await inStore((s) => s.get<Invitation>(invitationKey(consultationId))))?.linkKey
  if (!expected) return true
  return key !== null && key.length === expected.length && timingSafeEqual(Buffer.from(key), Buffer.from(expected))
}

/** The patient who invited a caretaker to the consultation, while the invitation lasts. */
export async function invitingPatientOf(consultationId: number): Promise<number | null> {
  return (await inStore((s) => s.get<Invitation>(invitationKey(consultationId))))?.patientId ?? null
}

/** A caretaker's live pass to one of the patient's calls; `id` never leaves the server. */
export type GuestPass = { id: string; name: string; call: InvitedCall }

/** The live passes of the caretakers this patient invited. */
export async function guestPassesOf(patientId: number): Promise<GuestPass[]> {
  return inStore(async (s) => {
    const passes: GuestPass[] = []
    for (const member of await s.members(passesKey(patientId))) {
      const invitation = await s.get<Invitation>(invitationKey(Number(member)))
      if (invitation?.patientId !== patientId) continue
      const { patientId: _, ...call } = invitation
      for (const id of await s.members(guestsKey(call.consultationId))) {
        const guest = guestSchema.safeParse((await s.get<{ guest?: unknown }>(`guest:${id}`))?.guest)
        if (guest.success && guest.data.consultationId === call.consultationId)
          passes.push({ id, name: guest.data.name, call })
      }
    }
    return passes
  })
}

/** Ends one pass as removing the guest does (revokeGuests): its next request finds no guest. */
export async function endGuestPass(pass: GuestPass) {
  await inStore(async (s) => {
    await s.removeMember(guestsKey(pass.call.consultationId), pass.id)
    await s.delete(`guest:${pass.id}`)
  })
}
