/** One cookie's raw value from a Cookie header (undefined when absent): the few plain cookies the portal reads itself. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1]
}
