import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Path } from '~/utils/paths'

/** A static page: the hospital's HTML from content/pages, with a way back and links to the others. */
export function StaticPage({ html }: { html: string }) {
  return (
    <>
      <main id="main" className="page page--narrow static-page" tabIndex={-1}>
        <p>
          <Link to={Path.signIn}>Back to the portal</Link>
        </p>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </main>
      <footer className="site-footer">
        <nav aria-label="About this portal">
          <ul>
            <li>
              <Link to="/TermsAndConditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/TermsOfService">Terms of Service</Link>
            </li>
            <li>
              <Link to="/PrivacyPolicy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/PrivacyNotice">Privacy Notice</Link>
            </li>
            <li>
              <Link to="/Legal">Legal</Link>
            </li>
            <li>
              <Link to="/Company">Company</Link>
            </li>
            <li>
              <Link to="/Accessibility">Accessibility</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  )
}

export const staticPageMeta: MetaFunction = ({ data }) => {
  const title = data && typeof data === 'object' && 'title' in data ? String(data.title) : 'Patient Portal'
  return [{ title: `${title} | Patient Portal` }]
}
