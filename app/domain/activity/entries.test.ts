import { describe, expect, it } from 'vitest'
import { actingMessages as helperWords } from '~/messages/acting/en'
import { activityMessages as en } from '~/messages/activity/en'
import { activityMessages as hindi } from '~/messages/activity/hi'
import type { English } from '~/utils/language/texts'
import {
  ACTIVITY_KINDS,
  activityRetention,
  describeEntry,
  deviceWords,
  inFilter,
  isActivityKind,
  parseActivityFilter,
  type ActivityEntry,
} from './entries'

const hi = hindi as unknown as English['activityMessages']
const chrome = { browser: 'Chrome', system: 'Android', place: '203.0.113.0/24' }
const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  at: Date.parse('2026-11-24T13:00:00Z'),
  kind: 'signIn',
  device: chrome,
  ...over,
})

describe('an activity entry as the page words it', () => {
  it("says when in the patient's zone and language, what, and from which device", () => {
    expect(describeEntry(entry({}), en, 'en', 'Asia/Kolkata', helperWords)).toEqual({
      iso: '2026-11-24T13:00:00.000Z',
      when: '24-Nov-2026, 06:30 PM',
      what: 'Signed in',
      device: 'Chrome on Android, network 203.0.113.0/24',
    })
    expect(describeEntry(entry({}), en, 'en', 'Europe/London', helperWords).when).toBe('24-Nov-2026, 01:00 PM')
    const hindi = describeEntry(entry({ kind: 'signOutIdle' }), hi, 'hi', 'Asia/Kolkata', helperWords)
    expect(hindi.what).toBe('कुछ समय तक कोई गतिविधि न होने पर साइन आउट')
    expect(hindi.when).toBe('24 नवंबर 2026, 6:30 pm')
    expect(hindi.device).toBe('Android पर Chrome, नेटवर्क 203.0.113.0/24')
  })

  it("names the hospital, not a device, for the administrator's reset", () => {
    const reset = describeEntry(
      entry({ kind: 'twoStepReset', device: { browser: null, system: null, place: null } }),
      en,
      'en',
      'UTC',
      helperWords,
    )
    expect([reset.what, reset.device]).toEqual(['Two-step sign-in reset by the hospital', 'The hospital'])
  })

  it("says which helper acted in the patient's list, and for whom in the helper's own", () => {
    expect(describeEntry(entry({ kind: 'appointmentBooked', by: 'Kiran' }), en, 'en', 'UTC', helperWords).what).toBe(
      'Appointment booked, by Kiran (helper)',
    )
    expect(describeEntry(entry({ kind: 'appointmentBooked', for: 'Asha R.' }), en, 'en', 'UTC', helperWords).what).toBe(
      'Appointment booked, for Asha R.',
    )
  })

  it('counts the files of one upload, and names nothing about them', () => {
    expect(describeEntry(entry({ kind: 'documentUploaded', count: 1 }), en, 'en', 'UTC', helperWords).what).toBe(
      'Document uploaded',
    )
    expect(describeEntry(entry({ kind: 'documentUploaded', count: 3 }), en, 'en', 'UTC', helperWords).what).toBe(
      '3 documents uploaded',
    )
    expect(describeEntry(entry({ kind: 'documentDeleted' }), en, 'en', 'UTC', helperWords).what).toBe(
      'Document deleted',
    )
  })

  it('has words for every kind in every language, and says what of the device is unknown', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(en.kinds[kind]).toBeTruthy()
      expect(hi.kinds[kind]).toBeTruthy()
    }
    expect(deviceWords({ browser: 'Firefox', system: null, place: null }, en)).toBe('Firefox')
    expect(deviceWords({ browser: null, system: null, place: '2001:db8:abcd::/48' }, en)).toBe(
      'network 2001:db8:abcd::/48',
    )
    expect(deviceWords({ browser: null, system: null, place: null }, en)).toBe('Unknown device')
  })
})

describe('the filter', () => {
  it('reads a known group from the URL and every kind for anything else', () => {
    expect(parseActivityFilter('signIns')).toBe('signIns')
    expect(parseActivityFilter('guests')).toBe('guests')
    expect(parseActivityFilter(null)).toBeNull()
    expect(parseActivityFilter('')).toBeNull()
    expect(parseActivityFilter('all')).toBeNull()
    expect(parseActivityFilter('toString')).toBeNull()
    expect(parseActivityFilter('__proto__')).toBeNull()
    expect(parseActivityFilter('SIGNINS')).toBeNull()
  })

  it('puts every kind in one group only', () => {
    expect(new Set(ACTIVITY_KINDS).size).toBe(ACTIVITY_KINDS.length)
    expect(inFilter({ kind: 'signInFailed' }, 'signIns')).toBe(true)
    expect(inFilter({ kind: 'signInFailed' }, 'signOuts')).toBe(false)
    expect(inFilter({ kind: 'photoChanged' }, null)).toBe(true)
  })

  it('knows a kind from a stray string', () => {
    expect(isActivityKind('guestJoined')).toBe(true)
    expect(isActivityKind('guestjoined')).toBe(false)
    expect(isActivityKind(3)).toBe(false)
  })
})

describe('retention', () => {
  it('keeps the settings’ number of entries and days, as milliseconds', () => {
    expect(activityRetention(500, 90)).toEqual({ maxEntries: 500, maxAgeMs: 90 * 86_400_000 })
    expect(activityRetention(20, 1)).toEqual({ maxEntries: 20, maxAgeMs: 86_400_000 })
  })
})
