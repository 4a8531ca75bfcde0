import { UNSAFE_RemixContext } from '@remix-run/react'
import { useContext, useEffect } from 'react'

/**
 * The page a journey step leads to, made ready once this one is hydrated (ADR 49): its route modules and the
 * shared chunks they import, all at once, so the client navigation waits for its data only instead of a
 * module and then its chunks, each a round trip away on a slow phone (the stylesheets come with the first
 * page, root.tsx). Preloaded, not imported: evaluating them now would hold up this page's main thread.
 * No data: it depends on the patient's choice, and a prefetched answer from before sign-in must never be
 * reused after it. Without JavaScript nothing happens, as the next page comes as one document anyway.
 */
export function PrefetchRoutes({ routeIds }: { routeIds: string[] }) {
  const remix = useContext(UNSAFE_RemixContext)
  useEffect(() => {
    if (!remix) return
    const { manifest, routeModules } = remix
    const wanted = new Set<string>()
    for (const routeId of routeIds) {
      // the route and the layouts above it that this page does not have yet
      for (
        let r = manifest.routes[routeId];
        r && !routeModules[r.id];
        r = r.parentId ? manifest.routes[r.parentId] : undefined
      )
        wanted.add(r.id)
    }
    for (const id of wanted) {
      const route = manifest.routes[id]!
      for (const href of [route.module, ...(route.imports ?? [])]) modulePreload(href)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [])
  return null
}

function modulePreload(href: string) {
  if (document.head.querySelector(`link[href="${href}"]`)) return
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}
