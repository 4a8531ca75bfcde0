import { describe, expect, it } from 'vitest'
import { videoMessages } from '~/messages/video-call/en'
import { videoMessages as hindi } from '~/messages/video-call/hi'
import {
  APPOINTMENT_POLL_MS,
  ATTACHMENT_MAX_BYTES,
  ATTENDEE_POLL_MS,
  callAttachmentProblem,
  callKeepsPresence,
  cleanAge,
  cleanExternalName,
  cleanGuestName,
  deviceProblem,
  duePolls,
  externalContact,
  GUEST_POLLS,
  guestCallOutcome,
  isInCall,
  nextConnectionState,
  noCallReason,
  PATIENT_POLLS,
  patientCallOutcome,
  type ConnectionEvent,
  type ConnectionState,
} from './call'

const T0 = Date.parse('2026-03-10T06:00:00.000Z')
const s = (seconds: number) => T0 + seconds * 1000

describe('duePolls on a fixed clock', () => {
  it('polls the appointment every 15 s and the attendees every 10 s from the join', () => {
    expect(APPOINTMENT_POLL_MS).toBe(15_000)
    expect(ATTENDEE_POLL_MS).toBe(10_000)
    expect(duePolls(PATIENT_POLLS, {}, T0, s(9.999))).toEqual([])
    expect(duePolls(PATIENT_POLLS, {}, T0, s(10))).toEqual(['attendees'])
    expect(duePolls(PATIENT_POLLS, { attendees: s(10) }, T0, s(15))).toEqual(['appointment'])
    expect(duePolls(PATIENT_POLLS, { attendees: s(10), appointment: s(15) }, T0, s(20))).toEqual(['attendees'])
    expect(duePolls(PATIENT_POLLS, { attendees: s(20), appointment: s(15) }, T0, s(30))).toEqual([
      'appointment',
      'attendees',
    ])
  })

  it('polls the guest statuses every 5 s', () => {
    expect(duePolls(GUEST_POLLS, {}, T0, s(4))).toEqual([])
    expect(duePolls(GUEST_POLLS, {}, T0, s(5))).toEqual(['guest'])
    expect(duePolls(GUEST_POLLS, { guest: s(5) }, T0, s(9))).toEqual([])
    expect(duePolls(GUEST_POLLS, { guest: s(5) }, T0, s(10))).toEqual(['guest'])
  })
})

describe('patientCallOutcome', () => {
  const end = new Date(s(1800)).toISOString()
  const at = (appointmentStatus: string, patientStatus: string | null, now = s(60)) =>
    patientCallOutcome({ appointmentStatus, endTime: end, patientStatus, now })

  it('goes on while the appointment is scheduled or running', () => {
    expect(at('SCHEDULED', 'ACTIVE')).toBe('continue')
    expect(at('RUNNING', 'ACTIVE')).toBe('continue')
    expect(at('RUNNING', null)).toBe('continue')
  })

  it('CLOSED ends the call and returns to the list', () => {
    expect(at('CLOSED', 'ACTIVE')).toBe('closed')
    expect(at('CLOSED', null)).toBe('closed')
  })

  it('CANCELED signs out, whatever the patient status', () => {
    expect(at('CANCELED', 'ACTIVE')).toBe('sign-out')
    expect(at('CANCELED', null)).toBe('sign-out')
  })

  it('an ended appointment of a PENDING_DEACTIVATION or INACTIVE patient signs out', () => {
    expect(at('CLOSED', 'PENDING_DEACTIVATION')).toBe('sign-out')
    expect(at('CLOSED', 'INACTIVE')).toBe('sign-out')
    expect(at('RUNNING', 'PENDING_DEACTIVATION', s(1800))).toBe('sign-out')
    expect(at('RUNNING', 'PENDING_DEACTIVATION', s(1799))).toBe('continue')
    expect(at('RUNNING', 'ACTIVE', s(1800))).toBe('continue')
  })
})

describe('guestCallOutcome', () => {
  it('CLOSED ends the call with the closed message; NOT_JOINED removes the guest', () => {
    expect(guestCallOutcome({ consultationStatus: 'OPEN', attendeeStatus: 'JOINED' })).toBe('continue')
    expect(guestCallOutcome({ consultationStatus: 'OPEN', attendeeStatus: 'NOT_JOINED' })).toBe('removed')
    expect(guestCallOutcome({ consultationStatus: 'CLOSED', attendeeStatus: 'JOINED' })).toBe('closed')
    expect(guestCallOutcome({ consultationStatus: 'CLOSED', attendeeStatus: 'NOT_JOINED' })).toBe('closed')
  })
})

describe('nextConnectionState', () => {
  const run = (events: ConnectionEvent[], from: ConnectionState = 'idle') => events.reduce(nextConnectionState, from)

  it('a session that never starts is unreachable, never a spinner forever', () => {
    expect(run(['join'])).toBe('connecting')
    expect(run(['join', 'started-connecting', 'stopped'])).toBe('unreachable')
    expect(run(['join', 'timed-out'])).toBe('unreachable')
    expect(run(['join', 'started-reconnecting', 'timed-out'])).toBe('unreachable')
  })

  it('a started session reports reconnecting, poor, and lost', () => {
    expect(run(['join', 'started'])).toBe('connected')
    expect(run(['join', 'started', 'poor'])).toBe('poor')
    expect(run(['join', 'started', 'poor', 'good'])).toBe('connected')
    expect(run(['join', 'started', 'started-reconnecting'])).toBe('reconnecting')
    expect(run(['join', 'started', 'stopped'])).toBe('lost')
    expect(run(['join', 'started', 'left'])).toBe('idle')
    expect(run(['stopped'])).toBe('idle')
  })
})

describe("a connected call as the patient's presence (ADR 108)", () => {
  const end = new Date(s(1800)).toISOString()
  const GRACE_MS = 30 * 60_000
  const keeps = (now: number, inCall = true, outcome: 'continue' | 'closed' | 'sign-out' = 'continue') =>
    callKeepsPresence({ inCall, outcome, endTime: end, now, graceMs: GRACE_MS })

  it('counts while the call is connected, up to the scheduled end plus the grace', () => {
    expect(keeps(s(60))).toBe(true)
    expect(keeps(s(1800) + GRACE_MS - 1)).toBe(true)
    expect(keeps(s(1800) + GRACE_MS)).toBe(false)
  })

  it('never counts a call that is not connected, or that the poll ends', () => {
    expect(keeps(s(60), false)).toBe(false)
    expect(keeps(s(60), true, 'closed')).toBe(false)
    expect(keeps(s(60), true, 'sign-out')).toBe(false)
    expect(
      callKeepsPresence({ inCall: true, outcome: 'continue', endTime: 'soon', now: s(60), graceMs: GRACE_MS }),
    ).toBe(false)
  })

  it('is in the call while connected, poor or reconnecting; not while connecting, lost or unreachable', () => {
    const states: ConnectionState[] = ['idle', 'connecting', 'connected', 'reconnecting', 'poor', 'lost', 'unreachable']
    expect(states.filter(isInCall)).toEqual(['connected', 'reconnecting', 'poor'])
  })
})

describe('deviceProblem', () => {
  it('names the getUserMedia failures in words', () => {
    expect(deviceProblem('NotAllowedError', 'camera')).toBe('denied')
    expect(deviceProblem('NotFoundError', 'camera')).toBe('no-camera')
    expect(deviceProblem('NotFoundError', 'microphone')).toBe('no-microphone')
    expect(deviceProblem('NotReadableError', 'camera')).toBe('busy')
    expect(deviceProblem('TypeError', 'camera')).toBe('other')
  })
})

describe('the external person (docs/rules/video-call.md#validation)', () => {
  it('cleans the name by ADR 53 (any script, spaces, hyphens, dots kept), 50 at most', () => {
    expect(cleanExternalName('Ravi K.')).toBe('Ravi K.')
    expect(cleanExternalName('Ravi Kumar!')).toBe('Ravi Kumar')
    expect(cleanExternalName('रवि कुमार')).toBe('रवि कुमार')
    expect(cleanExternalName('x'.repeat(60))).toHaveLength(50)
  })

  it('takes an e-mail address or exactly 10 digits', () => {
    expect(externalContact(videoMessages, 'ravi@example.com')).toEqual({ emailId: 'ravi@example.com', phoneNumber: '' })
    expect(externalContact(videoMessages, ' 9876543210 ')).toEqual({ emailId: '', phoneNumber: '9876543210' })
    expect(externalContact(videoMessages, '98765')).toEqual({ problem: 'Phone number must be exactly 10 digits.' })
    expect(externalContact(videoMessages, '98765432101')).toEqual({
      problem: 'Phone number must be exactly 10 digits.',
    })
    expect(externalContact(videoMessages, 'ravi@')).toEqual({
      problem: 'Please enter a valid email address or Phone Number',
    })
    expect(externalContact(videoMessages, '')).toEqual({
      problem: 'Please enter a valid email address or Phone Number',
    })
  })

  it("says what is wrong in the page's language", () => {
    expect(externalContact(hindi, '98765')).toEqual({ problem: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।' })
  })
})

describe('the guest forms (docs/rules/guest-call.md#validation)', () => {
  it('keeps a name in any script in the verify name (ADR 53), 50 at most', () => {
    expect(cleanGuestName('Ravi Kumar!')).toBe('Ravi Kumar')
    expect(cleanGuestName('ರವಿ Anne-Marie')).toBe('ರವಿ Anne-Marie')
    expect(cleanGuestName('y'.repeat(55))).toHaveLength(50)
  })

  it('keeps only three digits of the age', () => {
    expect(cleanAge('4a2')).toBe('42')
    expect(cleanAge('1234')).toBe('123')
  })
})

describe('callAttachmentProblem', () => {
  it("says 'Please add the file' without one, then checks size and kind", () => {
    expect(callAttachmentProblem(null, videoMessages)).toBe('Please add the file')
    expect(callAttachmentProblem({ size: 0, kind: null }, videoMessages)).toBe('Please add the file')
    expect(callAttachmentProblem({ size: ATTACHMENT_MAX_BYTES + 1, kind: 'pdf' }, videoMessages)).toBe(
      'File size is more than allowed limit',
    )
    expect(callAttachmentProblem({ size: 10, kind: 'heic' }, videoMessages)).toBe('Kindly upload the valid file.')
    expect(callAttachmentProblem({ size: ATTACHMENT_MAX_BYTES, kind: 'png' }, videoMessages)).toBeNull()
  })
})

describe('noCallReason', () => {
  const now = Date.parse('2026-11-24T10:00:00Z')
  const online = { type: 'ONLINE_CONSULTATION', status: 'SCHEDULED', startTime: '2026-11-24T10:15:00Z' }
  it('is null from 15 minutes before the start of an online consultation, also once it started', () => {
    expect(noCallReason(online, now)).toBeNull()
    expect(noCallReason({ ...online, status: 'RUNNING', startTime: '2026-11-24T09:00:00Z' }, now)).toBeNull()
  })
  it('names why not: in person, not yet, cancelled, ended', () => {
    expect(noCallReason({ ...online, type: 'PHYSICAL_VISIT' }, now)).toBe('in-person')
    expect(noCallReason({ ...online, startTime: '2026-11-24T10:15:01Z' }, now)).toBe('not-yet')
    expect(noCallReason({ ...online, status: 'CANCELED' }, now)).toBe('cancelled')
    expect(noCallReason({ ...online, status: 'CLOSED' }, now)).toBe('ended')
  })
})
