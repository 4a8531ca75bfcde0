import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { StaticPage, staticPageMeta } from '~/ui/static-page'
import { loadStaticPage } from '~/utils/static-page.server'

/** A static page (content/pages/TermsOfService.html); nothing to enhance, so no JavaScript. */
export const handle: RouteHandle = { scripts: false }
export const meta = staticPageMeta

export async function loader() {
  return json(await loadStaticPage('TermsOfService'), { headers: { 'Cache-Control': 'public, max-age=300' } })
}

export default function TermsOfServicePage() {
  return <StaticPage html={useLoaderData<typeof loader>().html} />
}

export const ErrorBoundary = GeneralErrorBoundary
