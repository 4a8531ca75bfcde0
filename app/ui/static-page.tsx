import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageTitles } from '~/messages/common/page-titles'
import { staticPageMessages } from '~/messages/common/static-pages'
import { Path } from '~/utils/paths'

/** A static page: the hospital's HTML from content/pages, with a way back and links to the others. */
export function StaticPage({ html }: { html: string }) {
  return (
    <>
      <main id="main" className="page page--narrow static-page" tabIndex={-1}>
        <p>
          <Link to={Path.signIn}>{staticPageMessages.backToPortal}</Link>
        </p>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </main>
      <footer className="site-footer">
        <nav aria-label={staticPageMessages.aboutPortal}>
          <ul>
            <li>
              <Link to="/TermsAndConditions">{staticPageMessages.termsAndConditions}</Link>
            </li>
            <li>
              <Link to="/TermsOfService">{staticPageMessages.termsOfService}</Link>
            </li>
            <li>
              <Link to="/PrivacyPolicy">{staticPageMessages.privacyPolicy}</Link>
            </li>
            <li>
              <Link to="/PrivacyNotice">{staticPageMessages.privacyNotice}</Link>
            </li>
            <li>
              <Link to="/Legal">{staticPageMessages.legal}</Link>
            </li>
            <li>
              <Link to="/Company">{staticPageMessages.company}</Link>
            </li>
            <li>
              <Link to="/Accessibility">{staticPageMessages.accessibility}</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  )
}

export const staticPageMeta: MetaFunction = ({ data }) => {
  const title = data && typeof data === 'object' && 'title' in data ? String(data.title) : pageTitles.portal
  return [{ title: `${title}${pageTitles.suffix}` }]
}
