import { isKnownDevice } from '~/areas/devices.server'
import { inStore } from '~/utils/shared-store/index.server'

/** Where a sign-in comes from: the client address and the browser's signed device id (null without one). */
export type SignInSource = { address: string; deviceId: string | null }

/** An address the patient signed in from is remembered this long for its username. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000
/** The account a username signed in to, as long as the account remembers a device (the device cookie's life). */
const ACCOUNT_MS = 400 * 86_400_000

const NO_ACCOUNT = 0

const addressesKey = (name: string) => `signin-known-addresses:${name}`
const accountKey = (name: string) => `signin-account:${name}`

/**
 * Whether a sign-in for this username comes from where its patient has signed in before: an
 * address her password was accepted from, or a browser the account knows (its second step passed
 * there, where one is asked). Only a success writes either, so a stranger can't make a place known.
 */
export async function isKnownSource(name: string, from: SignInSource): Promise<boolean> {
  const [addresses, patientId] = await Promise.all([
    inStore((s) => s.members(addressesKey(name))),
    inStore((s) => s.get<number>(accountKey(name))),
  ])
  if (addresses.includes(from.address)) return true
  // a username no patient signed in with reads the devices of no account (ids start at 1), so its
  // answer takes as long as a patient's (ADR 76)
  return isKnownDevice(patientId ?? NO_ACCOUNT, from.deviceId)
}

/** The services accepted this username's password from `address`, for the account `patientId`. */
export async function rememberSource(name: string, address: string, patientId: number) {
  await Promise.all([
    inStore((s) => s.addMember(addressesKey(name), address, KNOWN_ADDRESS_MS)),
    inStore((s) => s.set(accountKey(name), patientId, ACCOUNT_MS)),
  ])
}
