import { useLocation } from '@remix-run/react'
import { CsrfField } from '~/ui/form/csrf-field'
import { languageNames, locales, type Locale } from '~/utils/language/locale'
import { useLocale, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/**
 * The language switch (ADR 57): a plain form, so it works before and without JavaScript; the
 * resource route keeps the choice in a cookie and brings the browser back to this page. Each
 * language is written in its own script and marked with its `lang`, so a screen reader reads it
 * in that language whatever the page's. A plain form, not Remix's: the new language needs a
 * full page load (every loader, the root's <html lang> too).
 *
 * `folded`: in the top bar the options sit behind a native disclosure that names the current
 * language, so the switch is one Tab stop before the page instead of three (the keyboard journeys'
 * budgets, docs/accessibility.md); it opens without JavaScript too.
 */
export function LanguageSwitch({ folded = false }: { folded?: boolean }) {
  const t = useTexts('languageSwitch')
  const current = useLocale()
  if (!folded) return <LanguageForm legend={t.legend} current={current} />
  return (
    <details className="language-switch__fold">
      <summary>
        <span className="visually-hidden">{t.legend}: </span>
        <span lang={current}>{languageNames[current]}</span>
      </summary>
      <LanguageForm legend={t.legend} current={current} />
    </details>
  )
}

function LanguageForm({ legend, current }: { legend: string; current: Locale }) {
  const { pathname, search } = useLocation()
  return (
    <form method="post" action={Path.language} className="language-switch">
      {/* first, as in every form that posts: the server checks it before the route runs (ADR 41) */}
      <CsrfField />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="lang"
            value={locale}
            lang={locale}
            className="language-switch__option"
            aria-current={locale === current ? 'true' : undefined}
          >
            {languageNames[locale]}
          </button>
        ))}
      </fieldset>
    </form>
  )
}
