import { describe, expect, it } from 'vitest'
import {
  codesLeft,
  emptyRecord,
  hasMethod,
  isRemembered,
  MAX_REMEMBERED,
  mobileMethodOf,
  normalRecoveryCode,
  phoneEnding,
  rememberedNow,
  shownCode,
  withCodeUsed,
  withMethod,
  withoutRemembered,
  withRemembered,
  type RememberedDevice,
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
