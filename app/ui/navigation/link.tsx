import { useNavigate } from '@remix-run/react'
import { useEffect, type AnchorHTMLAttributes } from 'react'
import { clientNavigation, linkAsks } from '~/utils/navigation/link-click'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /**
   * A page of the portal as an address from its root (`/slots?doctorId=1`) or a query on this page
   * (`?page=2`), as the browser reads an anchor's address. Not route-relative as React Router's
   * Link is: the portal's links are written whole (app/utils/navigation/paths.ts).
   */
  to: string
  replace?: boolean
  preventScrollReset?: boolean
  /** a whole new document, never a client-side navigation */
  reloadDocument?: boolean
}

/**
 * A link to a page of the portal (ADR 123): a plain anchor, followed by the browser without JavaScript and
 * by the router with it, through one listener for the whole document (`useLinkClicks`). React Router's
 * Link resolves its address with a dozen hooks per link on every render, the server's included: a tenth
 * of a page's CPU on the doctor list, and the same again on the phone as it hydrates.
 */
export function Link(props: LinkProps) {
  // the anchor's attributes copied key by key: a rest pattern ({ to, ...anchor }) costs V8 some fifteen
  // times as much, for each of the doctor list's dozens of links
  const anchor: Record<string, unknown> = {}
  for (const key in props) if (!LINK_ONLY.has(key)) anchor[key] = props[key as keyof LinkProps]
  anchor.href = props.to
  anchor['data-link'] = props.reloadDocument ? undefined : linkAsks(props)
  return <a {...anchor} />
}

/** What LinkProps adds to an anchor's attributes: the link's, never written on the element. */
const LINK_ONLY = new Set<string>(['to', 'replace', 'preventScrollReset', 'reloadDocument'])

/** Follows clicks on the portal's links with the router, once the page is hydrated; the root layout runs it. */
export function useLinkClicks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-link]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const navigation = clientNavigation(
        event,
        {
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
          asks: link.dataset.link ?? '',
        },
        new URL(window.location.href),
      )
      if (!navigation) return
      event.preventDefault()
      const { to, ...options } = navigation
      navigate(to, options)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
