import { describe, expect, it } from 'vitest'
import { coarseAddress, networkName, PRIVATE_NETWORK, THIS_SERVER } from './coarse-address'

describe('coarseAddress', () => {
  it('keeps the /24 network of an IPv4 address and never the host part', () => {
    expect(coarseAddress('203.0.113.77')).toBe('203.0.113.0/24')
    expect(coarseAddress('100.64.2.3')).toBe('100.64.2.0/24')
    expect(coarseAddress('172.32.0.1')).toBe('172.32.0.0/24')
  })

  it('names the server itself and a private network instead of giving their numbers', () => {
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(coarseAddress(local)).toBe(THIS_SERVER)
    for (const inside of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.1',
      '192.168.1.20',
      '169.254.1.1',
      'fd12:3456::1',
      'fc00::1',
      'fe80::1%eth0',
      'febf::1',
    ])
      expect(coarseAddress(inside)).toBe(PRIVATE_NETWORK)
    expect(coarseAddress('fec0::1')).toBe('fec0:0:0::/48')
  })

  it('says a coarse address in the words of the page', () => {
    const words = { thisServer: 'this server', privateNetwork: 'private' }
    expect(networkName(coarseAddress('::1')!, words)).toBe('this server')
    expect(networkName(coarseAddress('192.168.0.5')!, words)).toBe('private')
    expect(networkName(coarseAddress('203.0.113.77')!, words)).toBe('203.0.113.0/24')
  })

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address it is', () => {
    expect(coarseAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
  })

  it('keeps the /48 of an IPv6 address, whether written short or long', () => {
    expect(coarseAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48')
    expect(coarseAddress('2001:0db8:00ab::1')).toBe('2001:db8:ab::/48')
    expect(coarseAddress('2001:db8::')).toBe('2001:db8:0::/48')
    expect(coarseAddress('::2')).toBe('0:0:0::/48')
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
