import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '~/utils/request/http.server'
import { redirectToScreen } from '~/utils/request/spec-url.server'
import { tablePath, urlTable } from './url-table'

/**
 * The hospital's other URLs for a screen (remix.config.js, `redirects`): each leads to the portal's
 * URL for it, the query kept.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const path = tablePath(request, Object.keys(urlTable.redirects))
  const to = path === null ? undefined : urlTable.redirects[path]
  if (!to) throw notFound()
  return redirectToScreen(request, to)
}
