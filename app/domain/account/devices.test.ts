import { describe, expect, it } from 'vitest'
import * as en from '~/messages/devices/en'
import * as hi from '~/messages/devices/hi'
import {
  deviceName,
  KNOWN_DEVICES_MAX,
  MAX_ROWS,
  newSignInText,
  rememberDevice,
  sessionRows,
  type SessionSummary,
} from './devices'

const row = (handle: string, lastSeen: number, current = false): SessionSummary => ({
  handle,
  device: { browser: 'Chrome', system: 'Android' },
  place: null,
  signedInAt: 0,
  lastSeen,
  current,
})

describe('deviceName', () => {
  it('says the browser on the system', () => {
    expect(deviceName({ browser: 'Chrome', system: 'Android' }, en.devicesScreen)).toBe('Chrome on Android')
    expect(deviceName({ browser: 'Chrome', system: 'Android' }, hi.devicesScreen)).toBe('Android पर Chrome')
  })

  it('says plainly what is not known', () => {
    expect(deviceName({ browser: null, system: 'Windows' }, en.devicesScreen)).toBe('Unknown browser on Windows')
    expect(deviceName({ browser: 'Firefox', system: null }, en.devicesScreen)).toBe('Firefox on an unknown system')
    expect(deviceName({ browser: null, system: null }, en.devicesScreen)).toBe('Unknown browser on an unknown system')
  })
})

describe('sessionRows', () => {
  it('puts this device first, then the most recently used', () => {
    const { rows, hidden, others } = sessionRows([row('a', 10), row('b', 30), row('me', 5, true), row('c', 20)], 4)
    expect(rows.map((r) => r.handle)).toEqual(['me', 'b', 'c', 'a'])
    expect(hidden).toBe(0)
    expect(others).toBe(3)
  })

  it(`lists at most ${MAX_ROWS} rows, this device always among them, and counts the rest of the total`, () => {
    const recent = Array.from({ length: MAX_ROWS }, (_, i) => row(`s${i}`, 100 + i))
    const { rows, hidden, others } = sessionRows([...recent, row('me', 1, true)], 500)
    expect(rows).toHaveLength(MAX_ROWS)
    expect(rows[0]!.handle).toBe('me')
    expect(rows[1]!.handle).toBe(`s${MAX_ROWS - 1}`)
    expect(hidden).toBe(480)
    expect(others).toBe(499)
  })

  it('has no other device to sign out when this one is the only one', () => {
    expect(sessionRows([row('me', 1, true)], 1)).toMatchObject({ hidden: 0, others: 0 })
  })
})

describe('rememberDevice', () => {
  it('knows a device the account used before, and moves it to the front', () => {
    expect(rememberDevice(['a', 'b', 'c'], 'b')).toEqual({ known: ['b', 'a', 'c'], isNew: false })
  })

  it('adds a new device first', () => {
    expect(rememberDevice([], 'a')).toEqual({ known: ['a'], isNew: true })
    expect(rememberDevice(['a'], 'b')).toEqual({ known: ['b', 'a'], isNew: true })
  })

  it(`keeps at most ${KNOWN_DEVICES_MAX}, forgetting the least recent`, () => {
    const full = Array.from({ length: KNOWN_DEVICES_MAX }, (_, i) => `d${i}`)
    const { known, isNew } = rememberDevice(full, 'new')
    expect(isNew).toBe(true)
    expect(known).toHaveLength(KNOWN_DEVICES_MAX)
    expect(known[0]).toBe('new')
    expect(known).not.toContain(`d${KNOWN_DEVICES_MAX - 1}`)
  })
})

describe('newSignInText', () => {
  it('names the device and the time', () => {
    expect(newSignInText(en.newSignInNotice.newSignIn, 'Chrome on Windows', '10:42 AM')).toBe(
      'A new sign-in on Chrome on Windows at 10:42 AM.',
    )
  })
})
