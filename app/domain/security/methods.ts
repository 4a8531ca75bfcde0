/**
 * A patient's second-step record (docs/two-step.md, ADR 91): the methods, each with its kind, so
 * a passkey can join the list later as one more kind; the recovery codes, as hashes only; the
 * devices remembered for 30 days. Pure: app/areas/security.server.ts keeps it in the shared store.
 */
export type MobileMethod = { kind: 'mobile'; phone: string; addedAt: number }
/**
 * A passkey (WebAuthn, ADR 92): the credential's id and public key (base64url), its signature
 * counter and transports as the authenticator gave them, the patient's name for it, and when it was
 * added and last used. A patient may hold several.
 */
export type PasskeyMethod = {
  kind: 'passkey'
  id: string
  publicKey: string
  counter: number
  transports: string[]
  name: string
  addedAt: number
  lastUsedAt: number | null
}
/** One way to pass the second step. */
export type Method = MobileMethod | PasskeyMethod

/** Ten one-time codes as hashes under one random salt; a used code's place is null. */
export type RecoveryCodes = { salt: string; hashes: (string | null)[]; madeAt: number }

export type RememberedDevice = {
  /** The device cookie's id (ADR 88). */
  deviceId: string
  addedAt: number
  until: number
  browser: string | null
  system: string | null
}

export type TwoStepRecord = {
  methods: Method[]
  recovery: RecoveryCodes | null
  remembered: RememberedDevice[]
}

export const emptyRecord = (): TwoStepRecord => ({ methods: [], recovery: null, remembered: [] })

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10
/** At most this many remembered devices; the oldest is forgotten first. */
export const MAX_REMEMBERED = 10

export const hasMethod = (record: TwoStepRecord) => record.methods.length > 0

/** Adds the mobile method, replacing the one there was. */
export function withMethod(record: TwoStepRecord, method: MobileMethod): TwoStepRecord {
  return { ...record, methods: [...record.methods.filter((m) => m.kind !== method.kind), method] }
}

/** At most this many passkeys per patient: the record stays small, and the list stays readable. */
export const MAX_PASSKEYS = 10
/** A passkey's name: at most this many characters. */
export const PASSKEY_NAME_MAX = 60

export const passkeysOf = (record: TwoStepRecord) =>
  record.methods.filter((m): m is PasskeyMethod => m.kind === 'passkey')

export const passkeyOf = (record: TwoStepRecord, id: string) => passkeysOf(record).find((p) => p.id === id) ?? null

/** Adds a passkey, once per credential id; null when the patient already holds MAX_PASSKEYS. */
export function withPasskey(record: TwoStepRecord, passkey: PasskeyMethod): TwoStepRecord | null {
  const others = record.methods.filter((m) => m.kind !== 'passkey' || m.id !== passkey.id)
  if (others.filter((m) => m.kind === 'passkey').length >= MAX_PASSKEYS) return null
  return { ...record, methods: [...others, passkey] }
}

export const withoutPasskey = (record: TwoStepRecord, id: string): TwoStepRecord => ({
  ...record,
  methods: record.methods.filter((m) => m.kind !== 'passkey' || m.id !== id),
})

/** The passkey used at `at`, with the authenticator's new signature counter. */
export const withPasskeyUsed = (record: TwoStepRecord, id: string, counter: number, at: number): TwoStepRecord => ({
  ...record,
  methods: record.methods.map((m) => (m.kind === 'passkey' && m.id === id ? { ...m, counter, lastUsedAt: at } : m)),
})

/**
 * The name a patient gave a passkey, trimmed and cut to PASSKEY_NAME_MAX; empty, the browser and
 * system in words ("Chrome on Android"), else `fallback`.
 */
export function passkeyName(
  typed: string,
  device: { browser: string | null; system: string | null },
  fallback: string,
) {
  const name = typed.replace(/\s+/g, ' ').trim().slice(0, PASSKEY_NAME_MAX)
  if (name) return name
  return [device.browser, device.system].filter(Boolean).join(' · ') || fallback
}

export const mobileMethodOf = (record: TwoStepRecord) => record.methods.find((m) => m.kind === 'mobile') ?? null

/** The unused codes left. */
export const codesLeft = (record: TwoStepRecord) => record.recovery?.hashes.filter((h) => h !== null).length ?? 0

/** The record with the code at `index` used up. */
export function withCodeUsed(record: TwoStepRecord, index: number): TwoStepRecord {
  if (!record.recovery) return record
  const hashes = record.recovery.hashes.map((h, i) => (i === index ? null : h))
  return { ...record, recovery: { ...record.recovery, hashes } }
}

/** This device is remembered now (its time not yet over). */
export const isRemembered = (record: TwoStepRecord, deviceId: string | null, now: number) =>
  deviceId !== null && record.remembered.some((d) => d.deviceId === deviceId && d.until > now)

/** The devices still remembered at `now`, newest first. */
export const rememberedNow = (record: TwoStepRecord, now: number) =>
  record.remembered.filter((d) => d.until > now).sort((a, b) => b.addedAt - a.addedAt)

/** Remembers a device until at most `until`, once, keeping the newest MAX_REMEMBERED. */
export function withRemembered(record: TwoStepRecord, device: RememberedDevice, now: number): TwoStepRecord {
  const others = rememberedNow(record, now).filter((d) => d.deviceId !== device.deviceId)
  return { ...record, remembered: [device, ...others].slice(0, MAX_REMEMBERED) }
}

export const withoutRemembered = (record: TwoStepRecord, deviceId: string): TwoStepRecord => ({
  ...record,
  remembered: record.remembered.filter((d) => d.deviceId !== deviceId),
})

/**
 * A recovery code as the patient types it: case, spaces and dashes don't count; null when it
 * cannot be one (ten letters and digits of the code alphabet).
 */
export function normalRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '')
  return new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(code) ? code : null
}

/** The letters and digits of a code: no 0/o, 1/l/i, so a code read aloud or copied by hand is not misread. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** "abcde-fghjk": as the codes are shown, in two groups of five. */
export const shownCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`

/** What a page shows of a mobile number: its last three digits ("ending in 210"). */
export const phoneEnding = (phone: string) => phone.slice(-3)
