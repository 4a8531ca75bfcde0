import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { unattendedHeaders } from '~/domain/common/idle-clock'

/**
 * The next step's data, asked for while the patient reads the page before it (ADR 68), so the step shows as
 * soon as it is chosen on a slow network. Kept in this tab's memory only, never in the browser's cache (every
 * signed-in answer is no-store), for one navigation and at most KEEP_MS; a page load (sign-out, the language
 * switch) drops it all. An answer that is not the page's data (a redirect at session expiry, an error) is not
 * kept: the navigation then asks the server as it would have.
 */
const KEEP_MS = 30_000
const kept = new Map<string, { at: number; data: Promise<unknown> }>()

const keyOf = (url: URL) => url.pathname + url.search

export function prefetchData(routeId: string, to: string) {
  const url = new URL(to, window.location.href)
  const key = keyOf(url)
  const entry = kept.get(key)
  if (entry && Date.now() - entry.at < KEEP_MS) return
  url.searchParams.set('_data', routeId)
  // asked by the page, not the patient: it doesn't move the idle clock (ADR 75)
  const data = fetch(url, { credentials: 'same-origin', headers: unattendedHeaders })
    .then((res) =>
      res.status === 200 && !res.headers.has('X-Remix-Catch') && !res.headers.has('X-Remix-Error') ? res.json() : null,
    )
    .catch(() => null)
  kept.set(key, { at: Date.now(), data })
}

/** A route's `clientLoader`: the data asked for ahead when there is a fresh one, else the server's as usual. */
export async function prefetchedOrServer({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const key = keyOf(new URL(request.url))
  const entry = kept.get(key)
  kept.delete(key)
  const data = entry && Date.now() - entry.at < KEEP_MS ? await entry.data : null
  return data ?? serverLoader()
}
