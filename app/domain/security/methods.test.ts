import { describe, expect, it } from 'vitest'
import {
  codesLeft,
  emptyRecord,
  hasMethod,
  isRemembered,
  MAX_PASSKEYS,
  MAX_REMEMBERED,
  mobileMethodOf,
  normalRecoveryCode,
  PASSKEY_NAME_MAX,
  passkeyName,
  passkeyOf,
  passkeysOf,
  phoneEnding,
  rememberedNow,
  shownCode,
  withCodeUsed,
  withMethod,
  withoutPasskey,
  withoutRemembered,
  withPasskey,
  withPasskeyUsed,
  withRemembered,
  type PasskeyMethod,
  type RememberedDevice,
  type TwoStepRecord,
} from './methods'

const device = (deviceId: string, addedAt: number, until: number): RememberedDevice => ({
  deviceId,
  addedAt,
  until,
  browser: 'Chrome',
  system: 'Android',
})

describe('the methods', () => {
  it('start empty; a mobile method replaces an earlier one of its kind', () => {
    const first = withMethod(emptyRecord(), { kind: 'mobile', phone: '9876543210', addedAt: 1 })
    const second = withMethod(first, { kind: 'mobile', phone: '9000000000', addedAt: 2 })
    expect(hasMethod(emptyRecord())).toBe(false)
    expect(second.methods).toEqual([{ kind: 'mobile', phone: '9000000000', addedAt: 2 }])
    expect(mobileMethodOf(second)?.phone).toBe('9000000000')
  })
})

describe('recovery codes', () => {
  it('are used once each', () => {
    const record = { ...emptyRecord(), recovery: { salt: 's', hashes: ['a', 'b', 'c'], madeAt: 0 } }
    const used = withCodeUsed(record, 1)
    expect(used.recovery?.hashes).toEqual(['a', null, 'c'])
    expect(codesLeft(used)).toBe(2)
    expect(codesLeft(emptyRecord())).toBe(0)
  })
  it('are read whatever the case, spaces and dash; anything else is no code', () => {
    expect(normalRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk')
    expect(normalRecoveryCode('abcde fghjk')).toBe('abcdefghjk')
    expect(normalRecoveryCode('abcde-fghj')).toBeNull()
    expect(normalRecoveryCode('abcde-fghj0')).toBeNull() // 0 is not in the alphabet
    expect(shownCode('abcdefghjk')).toBe('abcde-fghjk')
  })
})

describe('remembered devices', () => {
  it('count until their end and not after', () => {
    const record = withRemembered(emptyRecord(), device('d1', 0, 100), 0)
    expect(isRemembered(record, 'd1', 99)).toBe(true)
    expect(isRemembered(record, 'd1', 100)).toBe(false)
    expect(isRemembered(record, 'd2', 0)).toBe(false)
    expect(isRemembered(record, null, 0)).toBe(false)
  })
  it('are kept once each, newest first, at most MAX_REMEMBERED, and can be forgotten', () => {
    let record = emptyRecord()
    for (let i = 0; i < MAX_REMEMBERED + 2; i++) record = withRemembered(record, device(`d${i}`, i, 1_000), i)
    record = withRemembered(record, device('d5', 50, 1_000), 50)
    expect(record.remembered).toHaveLength(MAX_REMEMBERED)
    expect(record.remembered[0]?.deviceId).toBe('d5')
    expect(record.remembered.filter((d) => d.deviceId === 'd5')).toHaveLength(1)
    expect(isRemembered(withoutRemembered(record, 'd5'), 'd5', 60)).toBe(false)
    expect(rememberedNow(withRemembered(emptyRecord(), device('old', 0, 10), 0), 10)).toEqual([])
  })
})

describe('a mobile number on a page', () => {
  it('shows its last three digits only', () => {
    expect(phoneEnding('9876543210')).toBe('210')
  })
})

describe('passkeys', () => {
  const passkey = (id: string): PasskeyMethod => ({
    kind: 'passkey',
    id,
    publicKey: 'pk',
    counter: 0,
    transports: ['internal'],
    name: id,
    addedAt: 1,
    lastUsedAt: null,
  })
  const mobile = { kind: 'mobile' as const, phone: '+919876543210', addedAt: 1 }

  it('are added beside the mobile code, once per credential, up to MAX_PASSKEYS', () => {
    let record: TwoStepRecord | null = withMethod(emptyRecord(), mobile)
    record = withPasskey(record, passkey('a'))!
    record = withPasskey(record, { ...passkey('a'), name: 'again' })!
    expect(passkeysOf(record).map((p) => p.name)).toEqual(['again'])
    expect(mobileMethodOf(record)).toEqual(mobile)
    for (let i = 1; i < MAX_PASSKEYS; i++) record = withPasskey(record!, passkey(`k${i}`))
    expect(passkeysOf(record!)).toHaveLength(MAX_PASSKEYS)
    expect(withPasskey(record!, passkey('one-too-many'))).toBeNull()
  })

  it('are removed one at a time, the mobile code kept', () => {
    const record = withPasskey(withPasskey(withMethod(emptyRecord(), mobile), passkey('a'))!, passkey('b'))!
    const after = withoutPasskey(record, 'a')
    expect(passkeysOf(after).map((p) => p.id)).toEqual(['b'])
    expect(passkeyOf(after, 'a')).toBeNull()
    expect(mobileMethodOf(after)).toEqual(mobile)
  })

  it('keep the new counter and when they were last used', () => {
    const record = withPasskey(emptyRecord(), passkey('a'))!
    expect(passkeyOf(withPasskeyUsed(record, 'a', 7, 99), 'a')).toMatchObject({ counter: 7, lastUsedAt: 99 })
    expect(withPasskeyUsed(record, 'b', 7, 99)).toEqual(record)
  })

  it('are named as typed, trimmed and cut; unnamed, after the browser and system, else the fallback', () => {
    const device = { browser: 'Chrome', system: 'Android' }
    expect(passkeyName('  My   phone ', device, 'Passkey')).toBe('My phone')
    expect(passkeyName('x'.repeat(80), device, 'Passkey')).toHaveLength(PASSKEY_NAME_MAX)
    expect(passkeyName('', device, 'Passkey')).toBe('Chrome · Android')
    expect(passkeyName(' ', { browser: 'Safari', system: null }, 'Passkey')).toBe('Safari')
    expect(passkeyName('', { browser: null, system: null }, 'Passkey')).toBe('Passkey')
  })
})
