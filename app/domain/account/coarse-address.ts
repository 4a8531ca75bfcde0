/** The coarse "address" of a browser on the server's own machine, and of one on a private network. */
export const THIS_SERVER = 'local'
export const PRIVATE_NETWORK = 'private'

/**
 * A client address made coarse enough to say roughly where a sign-in came from without keeping
 * the address itself: the /24 network of an IPv4 address, the /48 of an IPv6 one (the usual size
 * of one site's allocation). Kept and shown only in this form. A loopback or private address says
 * nothing as numbers (every home router hands out 192.168.1.x), so it is named instead. Null for
 * anything that isn't an address (a missing or forged header).
 */
export function coarseAddress(address: string | null | undefined): string | null {
  const value = (address ?? '').trim().split('%')[0]!.toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)
  const v4 = ipv4Octets(mapped ? mapped[1]! : value)
  if (v4) {
    const [a, b] = v4 as [number, number]
    if (a === 127) return THIS_SERVER
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254))
      return PRIVATE_NETWORK
    return `${v4.slice(0, 3).join('.')}.0/24`
  }
  const v6 = ipv6Groups(value)
  if (!v6) return null
  if (v6.join(':') === '0:0:0:0:0:0:0:1') return THIS_SERVER
  // fc00::/7 (unique local) and fe80::/10 (link-local)
  if (/^f[cd]..$/.test(v6[0]!.padStart(4, '0')) || /^fe[89ab].$/.test(v6[0]!.padStart(4, '0'))) return PRIVATE_NETWORK
  return `${v6.slice(0, 3).join(':')}::/48`
}

/** A coarse address in the page's words: the network's numbers, or the words for a named one. */
export function networkName(place: string, words: { thisServer: string; privateNetwork: string }): string {
  if (place === THIS_SERVER) return words.thisServer
  if (place === PRIVATE_NETWORK) return words.privateNetwork
  return place
}

function ipv4Octets(value: string): number[] | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return null
  const octets = value.split('.').map(Number)
  return octets.every((o) => o <= 255) ? octets : null
}

/** The eight groups of an IPv6 address without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1), or null. */
function ipv6Groups(value: string): string[] | null {
  const halves = value.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : [])
  const front = groupsOf(halves[0])
  const back = groupsOf(halves[1])
  const last = back.length ? back : front
  // an embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) counts as two groups
  const tailIsV4 = last.length > 0 && ipv4Octets(last[last.length - 1]!) !== null
  if (tailIsV4) last.splice(last.length - 1, 1, '0', '0')
  const hex = [...front, ...back]
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  const missing = 8 - hex.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((g) => g.replace(/^0+(?=.)/, ''))
}
