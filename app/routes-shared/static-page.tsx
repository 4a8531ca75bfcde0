import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { staticPageLoader } from '~/utils/language/static-page.server'
import { useLocale, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { notFound } from '~/utils/request/http.server'
import { tablePath, urlTable } from './url-table'

/**
 * The hospital's static pages (remix.config.js, `staticPages`): content/pages/<path>.html, one
 * module for them all. Nothing to enhance, so no JavaScript.
 */
export const handle: RouteHandle = { scripts: false }
export const meta = titleMeta

export function loader({ request }: LoaderFunctionArgs) {
  const name = tablePath(request, Object.keys(urlTable.staticPages))
  if (name === null) throw notFound()
  return staticPageLoader(request, name)
}

/**
 * The hospital's HTML with a way back and links to the other pages. `lang` is the HTML's language:
 * English where the hospital has no file in the page's language.
 */
export default function StaticPage() {
  const { html, lang } = useLoaderData<typeof loader>()
  const t = useTexts('staticPageMessages')
  const locale = useLocale()
  return (
    <>
      <main id="main" className="page page--narrow static-page" tabIndex={-1}>
        <p>
          <Link to={Path.signIn}>{t.backToPortal}</Link>
        </p>
        <div lang={lang && lang !== locale ? lang : undefined} dangerouslySetInnerHTML={{ __html: html }} />
      </main>
      <footer className="site-footer">
        <nav aria-label={t.aboutPortal}>
          <ul>
            {Object.entries(urlTable.staticPages).map(([path, label]) => (
              <li key={path}>
                <Link to={`/${path}`}>{t[label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
