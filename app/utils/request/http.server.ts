/**
 * The answers every loader gives for "not here": one 404 shape (never cached, no detail that could
 * tell a missing record from someone else's), and one reading of ids from URLs.
 */
/**
 * Every file the portal passes on from the services (documents, chat files, photos, images)
 * gets this policy: opened on its own, nothing in it runs or loads (an SVG or an HTML file in
 * disguise). `nosniff` comes once, from server/ for every response.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

/** A positive whole number written in digits, or null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[0-9]+$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The id in a URL segment or query, or a 404. */
export function requireId(raw: string | null | undefined): number {
  const id = parseId(raw)
  if (id === null) throw notFound()
  return id
}
