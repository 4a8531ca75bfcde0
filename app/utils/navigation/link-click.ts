/**
 * Which clicks on the portal's links become a client-side navigation (app/ui/navigation/link.tsx, ADR 123): the
 * rule React Router's own Link applies to its own click, taken once for the whole document. A click
 * the page already handled, any but the main button, one with a modifier (a new tab, a download),
 * a link to another origin, one that opens elsewhere or downloads: the browser does what it does.
 */
export type Click = {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
}

export type ClickedLink = {
  /** the link's whole address, as the browser resolved it */
  href: string
  target: string
  download: boolean
  /** what the link asked for, space-separated: `replace`, `keep-scroll` */
  asks: string
}

export type Navigation = { to: string; replace: boolean; preventScrollReset: boolean }

/** The link's own asks, written on it by app/ui/navigation/link.tsx. */
export function linkAsks({ replace, preventScrollReset }: { replace?: boolean; preventScrollReset?: boolean }) {
  // written for every link of every page: no list made and joined
  if (replace) return preventScrollReset ? 'replace keep-scroll' : 'replace'
  return preventScrollReset ? 'keep-scroll' : ''
}

export function clientNavigation(click: Click, link: ClickedLink, here: URL): Navigation | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null
  if ((link.target && link.target !== '_self') || link.download) return null
  const url = new URL(link.href, here)
  if (url.origin !== here.origin) return null
  const to = url.pathname + url.search + url.hash
  const asks = link.asks.split(' ')
  return {
    to,
    // as React Router does: a link to the page the patient is on replaces it rather than adding a step back
    replace: asks.includes('replace') || to === here.pathname + here.search + here.hash,
    preventScrollReset: asks.includes('keep-scroll'),
  }
}

/**
 * Whether a menu link leads to the page shown or to a page under it, as React Router's NavLink
 * decides (not case-sensitive; `/myappointments` is current on `/myappointments/12`).
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase()
  const target = to.toLowerCase()
  return here === target || (here.startsWith(target) && here.charAt(target.length) === '/')
}
