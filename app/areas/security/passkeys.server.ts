import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { recordActivity } from '~/areas/activity.server'
import { saveTwoStepRecord, twoStepRecordOf } from '~/areas/security.server'
import { describeDevice } from '~/domain/account/device'
import {
  passkeyName,
  passkeyOf,
  passkeysOf,
  withoutPasskey,
  withPasskey,
  withPasskeyUsed,
  type TwoStepRecord,
} from '~/domain/security/methods'
import { getEnv, publicOrigin } from '~/utils/env.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * Passkeys as a second step (docs/two-step.md, ADR 92), with @simplewebauthn/server: the options
 * for the browser and the check of its answer. Each challenge is kept in the shared store for
 * CHALLENGE_MS under the session that asked for it, and taken out once: a replayed or another
 * session's answer finds none.
 */
export const CHALLENGE_MS = 5 * 60_000

export type Ceremony = 'register' | 'authenticate'
const challengeKey = (ceremony: Ceremony, sessionId: string) => `passkey-challenge:${ceremony}:${sessionId}`

/** The relying party is the portal's own address (PUBLIC_URL, else the address it was asked on). */
function relyingParty(request: Request) {
  const origin = publicOrigin(getEnv(), request)!
  return { origin, rpID: new URL(origin).hostname }
}

async function keepChallenge(ceremony: Ceremony, sessionId: string, challenge: string) {
  await inStore((s) => s.set(challengeKey(ceremony, sessionId), challenge, CHALLENGE_MS))
}

/** The session's challenge, taken out so it serves once; claimed first so two answers at once can't both use it. */
async function takeChallenge(ceremony: Ceremony, sessionId: string): Promise<string | null> {
  const key = challengeKey(ceremony, sessionId)
  return inStore(async (s) => {
    const challenge = await s.get<string>(key)
    if (!challenge) return null
    const claimed = await s.claim(`passkey-challenge-used:${challenge}`, 1, CHALLENGE_MS)
    await s.delete(key)
    return claimed ? challenge : null
  })
}

const transportsOf = (list: string[]) => list as AuthenticatorTransportFuture[]

/** The patient's passkeys as the browser is told of them: which to leave out when adding, which may answer. */
const credentialsOf = (record: TwoStepRecord) =>
  passkeysOf(record).map((p) => ({ id: p.id, transports: transportsOf(p.transports) }))

/**
 * Registration options for a signed-in patient; the patient's passkeys (`record`, as the caller just
 * read it) are excluded so one is not added twice.
 */
export async function registrationOptions(
  request: Request,
  sessionId: string,
  patientId: number,
  record: TwoStepRecord,
  names: { service: string; user: string },
) {
  const { rpID } = relyingParty(request)
  const options = await generateRegistrationOptions({
    rpName: names.service,
    rpID,
    userName: names.user,
    userID: new TextEncoder().encode(`patient:${patientId}`),
    attestationType: 'none',
    excludeCredentials: credentialsOf(record),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await keepChallenge('register', sessionId, options.challenge)
  return options
}

/** Checks the browser's answer against the session's challenge and keeps the passkey: true when added. */
export async function finishRegistration(
  request: Request,
  sessionId: string,
  patientId: number,
  response: RegistrationResponseJSON,
  typedName: string,
  fallbackName: string,
): Promise<boolean> {
  const expectedChallenge = await takeChallenge('register', sessionId)
  if (!expectedChallenge) return false
  const { origin, rpID } = relyingParty(request)
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return false
  const { credential } = verification.registrationInfo
  const record = await twoStepRecordOf(patientId)
  const next = withPasskey(record, {
    kind: 'passkey',
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: passkeyName(typedName, describeDevice(request.headers.get('User-Agent')), fallbackName),
    addedAt: Date.now(),
    lastUsedAt: null,
  })
  if (!next) return false
  await saveTwoStepRecord(patientId, next)
  await recordActivity(patientId, 'passkeyAdded', request)
  return true
}

/** Authentication options for a pending session: only the patient's own passkeys (`record`) are allowed. */
export async function authenticationOptions(request: Request, sessionId: string, record: TwoStepRecord) {
  const { rpID } = relyingParty(request)
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: credentialsOf(record),
    userVerification: 'preferred',
  })
  await keepChallenge('authenticate', sessionId, options.challenge)
  return options
}

/**
 * Checks the browser's answer with one of the patient's own passkeys against the session's
 * challenge: true when it passes, and the passkey's counter and last use are kept.
 */
export async function passkeyTaken(
  request: Request,
  sessionId: string,
  patientId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const expectedChallenge = await takeChallenge('authenticate', sessionId)
  if (!expectedChallenge) return false
  const passkey = passkeyOf(await twoStepRecordOf(patientId), String(response.id ?? ''))
  if (!passkey) return false
  const { origin, rpID } = relyingParty(request)
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return false
  const now = Date.now()
  await saveTwoStepRecord(
    patientId,
    withPasskeyUsed(await twoStepRecordOf(patientId), passkey.id, verification.authenticationInfo.newCounter, now),
  )
  return true
}

/** Removes one of the patient's passkeys: true when it was theirs. */
export async function removePasskey(request: Request, patientId: number, id: string): Promise<boolean> {
  const record = await twoStepRecordOf(patientId)
  if (!passkeyOf(record, id)) return false
  await saveTwoStepRecord(patientId, withoutPasskey(record, id))
  await recordActivity(patientId, 'passkeyRemoved', request)
  return true
}

/** The browser's answer as posted (a JSON text in the `response` field): an object, or null. */
export function ceremonyAnswer<T>(form: FormData): T | null {
  try {
    const value: unknown = JSON.parse(String(form.get('response') ?? ''))
    return value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
      ? (value as T)
      : null
  } catch {
    return null
  }
}
