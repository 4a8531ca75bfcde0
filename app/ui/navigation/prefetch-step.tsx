import { UNSAFE_RemixContext } from '@remix-run/react'
import { useContext, useEffect } from 'react'
import { prefetchData } from '~/utils/navigation/step-data'

/**
 * The page a journey step leads to, made ready once this one is hydrated (ADR 49): its route module, the
 * layouts above it this page lacks and the shared chunks they import, all at once, so the client navigation
 * does not wait for a module and then its chunks, each a round trip away on a slow phone (the stylesheets come
 * with the first page, root.tsx). Preloaded, not imported: evaluating them now would hold up this page's main
 * thread. With `data`, the pages the patient is likely to open next (a link on this page to `routeId`) also
 * have their data asked for (ADR 68; the route's `clientLoader` takes it), unless the browser asks to save
 * data. Never before sign-in: an answer from then must not be reused after it. Without JavaScript nothing
 * happens, as the next page comes as one document anyway.
 */
export function PrefetchStep({ routeId, data = [] }: { routeId: string; data?: string[] }) {
  const remix = useContext(UNSAFE_RemixContext)
  useEffect(() => {
    if (!remix) return
    const { manifest, routeModules } = remix
    // the route and the layouts above it that this page does not have yet
    for (
      let r = manifest.routes[routeId];
      r && !routeModules[r.id];
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    )
      for (const href of [r.module, ...(r.imports ?? [])]) modulePreload(href)
    if (!savesData()) for (const to of data) prefetchData(routeId, to)
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

/** The browser's Data Saver (Save-Data): the patient pays for every byte, so nothing is asked for ahead. */
function savesData() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}
