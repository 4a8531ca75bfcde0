import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '~/utils/request/http.server'
import { tablePath, urlTable } from './url-table'

/**
 * The hospital's other URLs for a screen (remix.config.js, `redirects`; docs/rules/common.md#screens): each leads
 * to the portal's URL for it, the query kept, as links in e-mails and bookmarks point at them.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const path = tablePath(request, Object.keys(urlTable.redirects))
  const to = path === null ? undefined : urlTable.redirects[path]
  if (!to) throw notFound()
  return redirect(`${to}${new URL(request.url).search}`)
}
