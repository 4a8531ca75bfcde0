/**
 * Two-step sign-in (docs/two-step.md, ADR 91): what follows the password, and the rules of the
 * pending session in between. Pure: the session and the store apply what these return.
 */
export type TwoStepSetting = 'off' | 'optional' | 'required'

/** A pending session opens the second-step page and sign-out only, for this long. */
export const PENDING_MS = 10 * 60_000
/** Turning the second step off, or new recovery codes, need a second step passed this recently. */
export const FRESH_MS = 10 * 60_000
/** "Remember this device" lasts at most this long. */
export const REMEMBER_MS = 30 * 86_400_000

/**
 * What the password leads to: signed in at once, the second step, or setting a method up first
 * (the hospital requires the second step and the patient has none).
 */
export type AfterPassword = 'signed-in' | 'second-step' | 'set-up'

export function afterPassword(setting: TwoStepSetting, hasMethod: boolean, rememberedHere: boolean): AfterPassword {
  if (setting === 'off') return 'signed-in'
  if (hasMethod) return rememberedHere ? 'signed-in' : 'second-step'
  return setting === 'required' ? 'set-up' : 'signed-in'
}

/**
 * The pending session between the password and the second step: why it is pending, since when,
 * and the mobile number a code was last sent to (the page then asks for it).
 */
export type Pending = {
  purpose: 'second-step' | 'set-up'
  since: number
  codeSent?: { phone: string; at: number }
}

export function startPending(purpose: Pending['purpose'], now: number): Pending {
  return { purpose, since: now }
}

/** A pending session past PENDING_MS is over: the patient starts again with the password. */
export const pendingOver = (pending: Pick<Pending, 'since'>, now: number) => now - pending.since >= PENDING_MS

export const withCodeSent = (pending: Pending, phone: string, now: number): Pending => ({
  ...pending,
  codeSent: { phone, at: now },
})

/** A second step passed at `passedAt` (in this session) is fresh enough to turn it off or make new codes. */
export const isFresh = (passedAt: number | undefined, now: number) =>
  passedAt !== undefined && now - passedAt < FRESH_MS
