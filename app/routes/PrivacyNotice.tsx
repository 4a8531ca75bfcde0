import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { StaticPage } from '~/ui/static-page'
import { titleMeta } from '~/ui/title-meta'
import { staticPageLoader } from '~/utils/static-page.server'

/** A static page (content/pages/PrivacyNotice.html); nothing to enhance, so no JavaScript. */
export const handle: RouteHandle = { scripts: false }
export const meta = titleMeta

export function loader({ request }: LoaderFunctionArgs) {
  return staticPageLoader(request, 'PrivacyNotice')
}

export default function PrivacyNoticePage() {
  const { html, lang } = useLoaderData<typeof loader>()
  return <StaticPage html={html} lang={lang} />
}

export const ErrorBoundary = GeneralErrorBoundary
