import { Link } from '@remix-run/react'
import type { Locale } from '~/utils/locale'
import { Path } from '~/utils/paths'
import { useLocale, useTexts } from '~/utils/texts'

const pages = [
  ['/TermsAndConditions', 'termsAndConditions'],
  ['/TermsOfService', 'termsOfService'],
  ['/PrivacyPolicy', 'privacyPolicy'],
  ['/PrivacyNotice', 'privacyNotice'],
  ['/Legal', 'legal'],
  ['/Company', 'company'],
  ['/Accessibility', 'accessibility'],
] as const

/**
 * A static page: the hospital's HTML from content/pages, with a way back and links to the others.
 * `lang` is the HTML's language: English where the hospital has no file in the page's language.
 */
export function StaticPage({ html, lang }: { html: string; lang?: Locale }) {
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
            {pages.map(([to, name]) => (
              <li key={to}>
                <Link to={to}>{t[name]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </>
  )
}
