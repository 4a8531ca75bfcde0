import { recordActivity } from '~/areas/activity.server'
import { endGuestPass, guestPassesOf, type GuestPass } from '~/areas/guest-call.server'
import { forgetDevice, twoStepRecordOf } from '~/areas/security.server'
import { coarseAddress } from '~/domain/account/coarse-address'
import { describeDevice, knownDeviceWords } from '~/domain/account/device'
import { deviceName, MAX_ROWS, newSignInText, rememberDevice, type SessionSummary } from '~/domain/account/devices'
import { formatTime } from '~/domain/common/format'
import { readClaims } from '~/domain/identity/claims'
import { rememberedNow } from '~/domain/security/methods'
import { localeOf } from '~/utils/language/locale.server'
import { textsOf } from '~/utils/language/texts.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { deviceIdOf, newDeviceId } from '~/utils/session/device-cookie.server'
import {
  currentSessionId,
  liveSessionsOf,
  liveSessionUnder,
  recentSessionsOf,
  signOutSessions,
  takeNewSignIn,
  tellOtherSessions,
  type LiveSession,
} from '~/utils/session/device-sessions.server'
import { publicHandle } from '~/utils/session/handle.server'
import type { SessionDevice } from '~/utils/session/record.server'
import { inStore } from '~/utils/shared-store/index.server'

/**
 * The devices screen's side of the session (docs/security.md#your-devices, ADR 88): where a
 * patient is signed in, the caretakers' passes to their calls, and signing either out. Every
 * lookup starts from the signed-in patient's own sets, so a handle of someone else's session
 * matches nothing.
 */

const knownDevicesKey = (patientId: number) => `patient-devices:${patientId}`
/** The account forgets a device it has not seen signing in for this long (the device cookie's own life). */
const KNOWN_DEVICES_MS = 400 * 86_400_000

/** The device ids the patient has completed a sign-in on, newest first. */
const knownDevicesOf = async (patientId: number) =>
  (await inStore((s) => s.get<string[]>(knownDevicesKey(patientId)))) ?? []

/** Whether this browser's signed device id is one the patient has completed a sign-in on. */
export async function isKnownDevice(patientId: number, deviceId: string | null): Promise<boolean> {
  return deviceId !== null && (await knownDevicesOf(patientId)).includes(deviceId)
}

/**
 * The browser signing in, for its new session: its words, its coarse network and its device id
 * (the signed device cookie's, or a new one the first signed-in page hands out). A browser the
 * account doesn't know yet is told to the patient's other live sessions on their next page, at
 * every password until it becomes known (knownDeviceNow).
 */
export async function signingInDevice(request: Request, token: string, address: string): Promise<SessionDevice> {
  const patientId = readClaims(token)?.patientId
  const deviceId = deviceIdOf(request) ?? newDeviceId()
  const words = describeDevice(request.headers.get('User-Agent'))
  // before the new session exists: every session told is another browser's (or this one's old, replaced next)
  if (patientId !== undefined && !(await isKnownDevice(patientId, deviceId)))
    await tellOtherSessions(patientId, null, { ...words, at: Date.now() })
  return { ...words, place: coarseAddress(address), deviceId }
}

/**
 * The sign-in is complete on this device (the password alone where no second step is asked, else
 * the second step passed on it): from now on the account knows it (ADR 96). Before that, a
 * password typed on it makes it neither known nor quiet.
 */
export async function knownDeviceNow(patientId: number, deviceId: string) {
  const next = rememberDevice(await knownDevicesOf(patientId), deviceId)
  await inStore((s) => s.set(knownDevicesKey(patientId), next.known, KNOWN_DEVICES_MS))
}

/** One of the patient's live sessions with the handle the page names it by. */
type OwnSession = SessionSummary & { id: string }

const ownSession = (session: LiveSession, current: string | null): OwnSession => ({
  id: session.id,
  handle: publicHandle('session', session.id),
  device: knownDeviceWords({ browser: session.device?.browser ?? null, system: session.device?.system ?? null }),
  place: session.device?.place ?? null,
  signedInAt: session.createdAt,
  lastSeen: session.lastSeen,
  current: session.id === current,
})

/** Every live session of the patient, for the sign-outs: these read each one, as the screen does not. */
async function ownSessions(request: Request, patientId: number): Promise<OwnSession[]> {
  const current = await currentSessionId(request)
  return (await liveSessionsOf(patientId)).map((session) => ownSession(session, current))
}

/**
 * The sessions the screen can list (this device's, and the most recently used: at most
 * MAX_ROWS + 1 records read, however many there are) and how many live sessions there are.
 */
async function listedSessions(request: Request, patientId: number) {
  const current = await currentSessionId(request)
  const { sessions, total } = await recentSessionsOf(patientId, MAX_ROWS)
  const own =
    current && !sessions.some((s) => s.id === current) ? await liveSessionUnder(current, patientId, Date.now()) : null
  return { sessions: [...sessions, ...(own ? [own] : [])].map((s) => ownSession(s, current)), total }
}

/**
 * What the devices screen lists: the patient's sessions it can show (no ids), how many live
 * sessions there are, and the caretakers' passes (by handle).
 */
export async function devicesOf(request: Request, patientId: number) {
  const listed = await listedSessions(request, patientId)
  const sessions = listed.sessions.map(({ id: _id, ...summary }) => summary)
  const passes = (await guestPassesOf(patientId)).map(({ id, name, call }) => ({
    handle: publicHandle('guest', id),
    name,
    call: { doctor: call.doctor, startTime: call.startTime },
  }))
  return { sessions, total: listed.total, passes }
}

/** Signs out the patient's session named `handle`, never this browser's own: the session ended, or null. */
export async function signOutDevice(
  request: Request,
  patientId: number,
  handle: string,
): Promise<SessionSummary | null> {
  const session = (await ownSessions(request, patientId)).find((s) => s.handle === handle && !s.current)
  if (!session) return null
  await signOutSessions(patientId, [session.id])
  await recordActivity(patientId, 'signOutElsewhere', request)
  return session
}

/** Signs out every session of the patient but this browser's: how many were ended. */
export async function signOutOtherDevices(request: Request, patientId: number): Promise<number> {
  const others = (await ownSessions(request, patientId)).filter((s) => !s.current)
  await signOutSessions(
    patientId,
    others.map((s) => s.id),
  )
  if (others.length) await recordActivity(patientId, 'signOutElsewhere', request, { count: others.length })
  return others.length
}

/** Ends the caretaker's pass named `handle`, when it is to one of this patient's calls: the pass, or null. */
export async function endGuestPassOf(request: Request, patientId: number, handle: string): Promise<GuestPass | null> {
  const pass = (await guestPassesOf(patientId)).find((p) => publicHandle('guest', p.id) === handle) ?? null
  if (!pass) return null
  await endGuestPass(pass)
  await recordActivity(patientId, 'guestPassEnded', request)
  return pass
}

/**
 * The notice this session is owed, once ("A new sign-in on Chrome on Windows at 10:42."), in the
 * page's language and zone; null when there is none. Reading it clears it.
 */
export async function newSignInNoticeOf(request: Request): Promise<string | null> {
  const notice = await takeNewSignIn(request)
  if (!notice) return null
  const locale = localeOf(request)
  const device = deviceName(knownDeviceWords(notice), textsOf(locale, 'devicesScreen'))
  const time = formatTime(locale, new Date(notice.at), getTimeZone(request))
  return newSignInText(textsOf(locale, 'newSignInNotice').newSignIn, device, time)
}

/** The devices remembered for two-step sign-in (docs/two-step.md), by handle: never the device id, which skips the step. */
export async function rememberedDevicesOf(patientId: number) {
  return rememberedNow(await twoStepRecordOf(patientId), Date.now()).map((d) => ({
    handle: publicHandle('remembered', d.deviceId),
    device: knownDeviceWords({ browser: d.browser, system: d.system }),
    until: d.until,
  }))
}

/** Forgets the patient's remembered device named `handle`: its words, or null when there is none. */
export async function forgetRememberedDevice(request: Request, patientId: number, handle: string) {
  const record = await twoStepRecordOf(patientId)
  const device = record.remembered.find((d) => publicHandle('remembered', d.deviceId) === handle)
  if (!device || !(await forgetDevice(request, patientId, device.deviceId))) return null
  return knownDeviceWords({ browser: device.browser, system: device.system })
}
