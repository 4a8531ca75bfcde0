import type { English, Translation } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { isJoinWindowOpen } from '../common/join-window'
import { cleanName } from '../common/name-cleaning'
import { helperMay } from '../helpers/route-scopes'
import type { HelperScope } from '../helpers/scopes'

/**
 * The video call's lifecycle rules (docs/rules/video-call.md#states and docs/rules/guest-call.md#states), pure so they can be
 * tested on a fixed clock; the call islands only wire them to timers and the Chime session.
 */

/** The patient's call page's texts, in the page's language: the rules below say things in them. */
export type VideoTexts = Translation<English['videoMessages']>

export const MEDIA_REGION = 'ap-south-1'

export const APPOINTMENT_POLL_MS = 15_000
export const ATTENDEE_POLL_MS = 10_000
export const GUEST_POLL_MS = 5_000
/** Without a started session by then, the video service counts as unreachable (never a spinner forever). */
export const CONNECT_TIMEOUT_MS = 15_000

export type PollName = 'appointment' | 'attendees' | 'guest'
export const PATIENT_POLLS = { appointment: APPOINTMENT_POLL_MS, attendees: ATTENDEE_POLL_MS } as const
export const GUEST_POLLS = { guest: GUEST_POLL_MS } as const

/**
 * Which polls are due at `now`, given when each last ran (a missing entry ran never: it is due
 * one interval after `startedAt`, the moment the call joined).
 */
export function duePolls<N extends string>(
  intervals: Record<N, number>,
  lastRun: Partial<Record<N, number>>,
  startedAt: number,
  now: number,
): N[] {
  return (Object.keys(intervals) as N[]).filter((name) => now - (lastRun[name] ?? startedAt) >= intervals[name])
}

export type NoCallReason = 'in-person' | 'cancelled' | 'ended' | 'not-yet'

/**
 * Why the patient cannot join this appointment's call now, or null when she can (docs/rules/video-call.md#states: an online
 * consultation, not CLOSED or CANCELED, from 15 minutes before its start). The page says the real
 * reason instead of one "ended" for all.
 */
export function noCallReason(
  appointment: { type: string; status: string; startTime: string },
  now: number,
): NoCallReason | null {
  if (appointment.type !== 'ONLINE_CONSULTATION') return 'in-person'
  if (appointment.status === 'CANCELED') return 'cancelled'
  if (appointment.status === 'CLOSED') return 'ended'
  return isJoinWindowOpen(appointment, now) ? null : 'not-yet'
}

export type PatientCallOutcome = 'continue' | 'closed' | 'sign-out'

/**
 * The 15-second appointment poll: CLOSED ends the call and returns to the list; CANCELED, or an
 * ended appointment (CLOSED or past its end) for a PENDING_DEACTIVATION or INACTIVE patient,
 * updates the status and signs out.
 */
export function patientCallOutcome(input: {
  appointmentStatus: string
  endTime: string
  patientStatus: string | null
  now: number
}): PatientCallOutcome {
  if (input.appointmentStatus === 'CANCELED') return 'sign-out'
  const ended = input.appointmentStatus === 'CLOSED' || Date.parse(input.endTime) <= input.now
  const leaving = input.patientStatus === 'PENDING_DEACTIVATION' || input.patientStatus === 'INACTIVE'
  if (ended && leaving) return 'sign-out'
  if (input.appointmentStatus === 'CLOSED') return 'closed'
  return 'continue'
}

/** What the poll answers a helper whose call is over: told so on the page `to`, still signed in. */
export type HelperCallEnd = { outcome: 'ended'; to: string }

/**
 * A helper's call that ended (closed, cancelled, or the patient leaving): only the call ends, never
 * the helper's session, which is their own account's. They go back to the appointment's page where
 * their scopes open it, else to the patient's appointments, which every helper of a call opens.
 */
export function helperCallEnd(appointmentId: number, scopes: readonly HelperScope[]): HelperCallEnd {
  const page = `${Path.appointment}?appointmentId=${appointmentId}`
  return { outcome: 'ended', to: helperMay(Path.appointment, 'GET', scopes) ? page : Path.dashboard }
}

export type GuestCallOutcome = 'continue' | 'removed' | 'closed'

/** The guest's 5-second poll: the consultation CLOSED, or the guest no longer JOINED, ends the call. */
export function guestCallOutcome(input: { consultationStatus: string; attendeeStatus: string }): GuestCallOutcome {
  if (input.consultationStatus === 'CLOSED') return 'closed'
  if (input.attendeeStatus === 'NOT_JOINED') return 'removed'
  return 'continue'
}

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'poor' | 'lost' | 'unreachable'

export type ConnectionEvent =
  | 'join'
  | 'started-connecting'
  | 'started-reconnecting'
  | 'started'
  | 'poor'
  | 'good'
  | 'stopped'
  | 'timed-out'
  | 'left'

/**
 * The connection state shown and announced in words. A session that stops (or times out)
 * before it ever started means the video service could not be reached; one that stops after
 * it was connected is a lost connection.
 */
export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event) {
    case 'join':
    case 'started-connecting':
      return 'connecting'
    case 'started-reconnecting':
      return state === 'connecting' ? 'connecting' : 'reconnecting'
    case 'started':
    case 'good':
      return 'connected'
    case 'poor':
      return state === 'connected' ? 'poor' : state
    case 'stopped':
    case 'timed-out':
      if (state === 'idle' || state === 'unreachable') return state
      return state === 'connecting' ? 'unreachable' : 'lost'
    case 'left':
      return 'idle'
  }
}

/** The states of a patient in the call: connected, or holding on through a poor or dropped link. */
const IN_CALL: readonly ConnectionState[] = ['connected', 'poor', 'reconnecting']

export const isInCall = (state: ConnectionState) => IN_CALL.includes(state)

/**
 * Whether the call's poll counts as the patient's presence for the idle clock (ADR 108): the call is
 * connected and goes on, up to the consultation's scheduled end plus a grace. After that the idle clock
 * runs as on any page, so a call left open on an abandoned computer still ends in a sign-out.
 */
export function callKeepsPresence(input: {
  inCall: boolean
  outcome: PatientCallOutcome
  endTime: string
  now: number
  graceMs: number
}): boolean {
  return input.inCall && input.outcome === 'continue' && input.now < Date.parse(input.endTime) + input.graceMs
}

/** A getUserMedia failure in words (permission denied, no device, device busy). */
export type DeviceProblem = 'denied' | 'no-camera' | 'no-microphone' | 'busy' | 'other'

export function deviceProblem(errorName: string, kind: 'camera' | 'microphone'): DeviceProblem {
  if (errorName === 'NotAllowedError' || errorName === 'SecurityError') return 'denied'
  if (errorName === 'NotFoundError' || errorName === 'OverconstrainedError')
    return kind === 'camera' ? 'no-camera' : 'no-microphone'
  if (errorName === 'NotReadableError' || errorName === 'AbortError') return 'busy'
  return 'other'
}

export function deviceProblemText(text: VideoTexts, problem: DeviceProblem): string {
  switch (problem) {
    case 'denied':
      return text.permissionDenied
    case 'no-camera':
      return text.noCamera
    case 'no-microphone':
      return text.noMicrophone
    case 'busy':
      return text.deviceBusy
    case 'other':
      return text.deviceOther
  }
}

// ---------------------------------------------------------------- the external person (docs/rules/video-call.md#validation)

export const EXTERNAL_NAME_MAX = 50
export const EXTERNAL_NAME_MIN = 2
export const GUEST_NAME_MAX = 50
export const GUEST_CODE_LENGTH = 6
export const GUEST_AGE_MAX_LENGTH = 3

/** The external person's name (docs/rules/video-call.md#validation), with ADR 53's characters: cut to 50. */
export function cleanExternalName(raw: string): string {
  return cleanName(raw, EXTERNAL_NAME_MAX)
}

/**
 * Something before an @, and after it a dot with at least two characters behind it. Written so that
 * no two parts can take the same characters (the first dot after the domain's first character is
 * the one tried), which keeps the check linear in the length: `a@` and 60 KB of dots took seconds.
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/
/** The longest e-mail address there is (RFC 5321); the contact input's maxLength. */
export const EXTERNAL_CONTACT_MAX = 254

/** The contact is an e-mail address or exactly 10 digits. */
export function externalContact(
  text: VideoTexts,
  raw: string,
): { emailId: string; phoneNumber: string } | { problem: string } {
  const value = raw.trim()
  if (/^[0-9]+$/.test(value)) {
    return value.length === 10 ? { emailId: '', phoneNumber: value } : { problem: text.phoneDigits }
  }
  if (EMAIL.test(value)) return { emailId: value, phoneNumber: '' }
  return { problem: text.contactInvalid }
}

/** The guest verify name (docs/rules/guest-call.md#validation), with ADR 53's characters: cut to 50. */
export function cleanGuestName(raw: string): string {
  return cleanName(raw, GUEST_NAME_MAX)
}

/** The external consent age (docs/rules/guest-call.md#validation): digits only, at most 3. */
export function cleanAge(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, GUEST_AGE_MAX_LENGTH)
}

// ---------------------------------------------------------------- the attachment panel (docs/rules/video-call.md#validation)

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
const ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg']

/** One file for the appointment: png, jpg, jpeg or pdf (by its bytes), 10 MB at most. */
export function callAttachmentProblem(
  file: { size: number; kind: string | null } | null,
  text: VideoTexts,
): string | null {
  if (!file || file.size === 0) return text.addFile
  if (file.size > ATTACHMENT_MAX_BYTES) return text.fileTooLarge
  if (!file.kind || !ATTACHMENT_KINDS.includes(file.kind)) return text.fileInvalid
  return null
}
