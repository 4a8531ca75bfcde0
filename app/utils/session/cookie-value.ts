/** Each cookie name's pattern, made once: the portal reads the same few names on every page. */
const patterns = new Map<string, RegExp>()

/** One cookie's raw value from a Cookie header (undefined when absent): the few plain cookies the portal reads itself. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  let pattern = patterns.get(name)
  if (!pattern) patterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)))
  return pattern.exec(header ?? '')?.[1]
}
