/**
 * An address from the services, made safe for an `href`: http(s) only, so a `javascript:` or
 * `data:` value can't run in the portal's origin (docs/security.md). A bare host (`www.example.org`) is
 * taken as https. Null for anything else.
 */
export function webAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
