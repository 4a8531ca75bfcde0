import { csrfHeaders } from '~/ui/form/csrf-field'

/** What the passkey resources answer: options to pass to the browser, a notice, an error, where to go. */
export type PasskeyAnswer = {
  options?: Record<string, unknown>
  notice?: string
  error?: string
  confirm?: string
  to?: string
}

/** Posts `fields` to a passkey resource as a form, with the CSRF token (ADR 41); a failed call answers `{}`. */
export async function postPasskey(url: string, fields: Record<string, string>): Promise<PasskeyAnswer> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers: csrfHeaders() })
  return ((await response.json().catch(() => null)) as PasskeyAnswer | null) ?? {}
}
