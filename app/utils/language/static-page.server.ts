import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { json } from '@remix-run/node'
import { getEnv } from '~/utils/env.server'
import { defaultLocale, type Locale } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import { pageTitle } from '~/utils/language/page-title'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { notFound } from '~/utils/request/http.server'

/**
 * The static pages' text lives in content/pages/<Name>.html (or STATIC_PAGES_DIR), so a
 * hospital can replace it without touching code; <Name>.hi.html and <Name>.kn.html are the same
 * page in Hindi and Kannada. The file is the hospital's own, trusted HTML:
 * it starts with an <h1>, which also gives the page title. No scripts: the CSP would refuse them.
 * A language the hospital has no file for gets the English one, marked as English (`lang`).
 */
export async function loadStaticPage(name: string, locale: Locale = defaultLocale) {
  const dir = path.resolve(getEnv().STATIC_PAGES_DIR)
  const read = (lang: Locale) =>
    readFile(path.join(dir, lang === defaultLocale ? `${name}.html` : `${name}.${lang}.html`), 'utf8').then(
      (html) => ({ html, lang }),
      () => null,
    )
  const page = (locale === defaultLocale ? null : await read(locale)) ?? (await read(defaultLocale))
  if (!page) throw notFound()
  const title = pageTitle(page.html) ?? name
  return { title, ...page }
}

/**
 * A static page's loader: the page in the request's language, its title, and the texts of its
 * links. Browsers may keep it a few minutes, but only for the same language: `private` keeps it
 * out of shared caches, and `Vary` tells the browser the cookie and Accept-Language choose it.
 */
export async function staticPageLoader(request: Request, name: string) {
  const locale = localeOf(request)
  const page = await loadStaticPage(name, locale)
  return json(
    {
      ...page,
      title: `${page.title}${textsOf(locale, 'pageTitles').suffix}`,
      texts: textsFor(locale, 'staticPageMessages'),
    },
    { headers: { 'Cache-Control': 'private, max-age=300', Vary: 'Cookie, Accept-Language' } },
  )
}
