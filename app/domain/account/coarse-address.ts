/**
 * A client address made coarse enough to say roughly where a sign-in came from without keeping
 * the address itself: the /24 network of an IPv4 address, the /48 of an IPv6 one (the usual size
 * of one site's allocation). Kept and shown only in this form. Null for anything that isn't an
 * address (a missing or forged header).
 */
export function coarseAddress(address: string | null | undefined): string | null {
  const value = (address ?? '').trim().split('%')[0]!.toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)
  const v4 = ipv4Octets(mapped ? mapped[1]! : value)
  if (v4) return `${v4.slice(0, 3).join('.')}.0/24`
  const v6 = ipv6Groups(value)
  return v6 ? `${v6.slice(0, 3).join(':')}::/48` : null
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
