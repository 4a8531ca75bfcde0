import { describe, expect, it } from 'vitest'
import { coarseAddress } from './coarse-address'

describe('coarseAddress', () => {
  it('keeps the /24 network of an IPv4 address and never the host part', () => {
    expect(coarseAddress('203.0.113.77')).toBe('203.0.113.0/24')
    expect(coarseAddress('10.1.2.3')).toBe('10.1.2.0/24')
  })

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address it is', () => {
    expect(coarseAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
  })

  it('keeps the /48 of an IPv6 address, whether written short or long', () => {
    expect(coarseAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48')
    expect(coarseAddress('2001:0db8:00ab::1')).toBe('2001:db8:ab::/48')
    expect(coarseAddress('2001:db8::')).toBe('2001:db8:0::/48')
    expect(coarseAddress('::1')).toBe('0:0:0::/48')
    expect(coarseAddress('fe80::1%eth0')).toBe('fe80:0:0::/48')
  })

  it('gives nothing for what is not an address', () => {
    expect(coarseAddress(undefined)).toBeNull()
    expect(coarseAddress('')).toBeNull()
    expect(coarseAddress('unknown')).toBeNull()
    expect(coarseAddress('203.0.113.256')).toBeNull()
    expect(coarseAddress('<script>')).toBeNull()
    expect(coarseAddress('2001:db8::1::2')).toBeNull()
    expect(coarseAddress('2001:db8:1:2:3:4:5')).toBeNull()
    expect(coarseAddress('2001:db8:1:2:3:4:5:6:7')).toBeNull()
    expect(coarseAddress('g001:db8::1')).toBeNull()
  })
})
