import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'

/**
 * Whether a layout's data (the root's, the signed-in frame's) is asked again on a client-side navigation
 * (ADR 67). Each request is a round trip on a slow phone, and nothing these layouts show changes because the
 * patient went to another page: the session, the CSRF token and the language change only through a
 * submission (sign-in, logout, a changed password) or a full page load (the language switch), and an alert
 * only comes with a redirect that sets a cookie, which the router marks for revalidation (X-Remix-Revalidate).
 * The page's own loader still runs on every navigation, so the server sees each one (idle timeout, session
 * expiry: it redirects to sign-in).
 */
export function layoutDataStale({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  // after any submission, a form's or a fetcher's (keep-alive, chat, uploads)
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return true
  if (!defaultShouldRevalidate) return false
  // The router asks for it when the URL is the same (a link to this page: a refresh), when a redirect set a
  // cookie (X-Remix-Revalidate: sign-in, sign-out, an alert), or when the query changed. No layout reads the
  // query, and no redirect that sets a cookie leads to a URL with one (they lead to sign-in, registration,
  // password reset, the dashboard), so a navigation to a URL with a query keeps the layouts' data.
  return currentUrl.search === nextUrl.search || nextUrl.search === ''
}
