import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, type MetaFunction } from '@remix-run/react'
import { cancelFromLink, confirmFromLink, linkRequestLimited, visitOfLink } from '~/areas/reminders.server'
import { parseYearOfBirth } from '~/domain/reminders/link-page'
import type { RouteHandle } from '~/root'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { ServiceError } from '~/utils/calls/service-error'
import { useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { linkPageOf } from './link-page.server'
import { VisitCard } from './visit-card'

/**
 * A text's link (docs/reminders.md#the-link-page): /r/<token>, for whoever holds the phone, not
 * signed in. Like the sign-in page: no menu, three languages, no script at all. Opening it changes
 * nothing (mail scanners and chat previews open links first); only its POST buttons act. Every
 * token the services refuse gets the same page, and the page never signs anyone in.
 */
export const handle: RouteHandle = { scripts: false }

export const meta: MetaFunction = (args) => [
  ...(titleMeta(args) ?? []),
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale, texts } = requestTexts(request)
  const base = { title: texts('pageTitles').reminderLink, texts: textsFor(locale, 'reminderLinkMessages') }
  if (await linkRequestLimited(context.clientAddress))
    return json({ ...base, view: 'tooMany' as const, page: null }, 429)
  try {
    const visit = await visitOfLink(params.token, request)
    if (!visit) return json({ ...base, view: 'invalid' as const, page: null }, 404)
    const url = new URL(request.url)
    const page = linkPageOf(visit, { token: params.token!, locale, timeZone: getTimeZone(request), now: Date.now() })
    return json({
      ...base,
      view: 'visit' as const,
      page: { ...page, askYear: url.searchParams.has('cancel'), done: url.searchParams.get('done') },
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json({ ...base, view: 'problem' as const, page: null }, 503)
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { texts } = requestTexts(request)
  const t = texts('reminderLinkMessages')
  const answer = (error: string | null, yearError: string | null = null, year = '', status = 400) =>
    json({ error, yearError, year }, status)
  if (await linkRequestLimited(context.clientAddress)) return answer(t.tooMany, null, '', 429)
  const form = await readForm(request)
  const here = `${Path.reminderLink}/${params.token}`
  try {
    if (form.get('intent') === 'confirm') {
      const visit = await confirmFromLink(params.token, request)
      return redirect(visit ? `${here}?done=confirmed` : here)
    }
    if (form.get('intent') !== 'cancel') return answer(t.problem)
    const typed = String(form.get('yearOfBirth') ?? '')
    const year = parseYearOfBirth(typed, Date.now())
    if (year === null) return answer(null, t.yearInvalid, typed)
    const outcome = await cancelFromLink(params.token, year, request)
    if (outcome === 'cancelled') return redirect(`${here}?done=cancelled`)
    if (outcome === 'invalid') return redirect(here)
    if (outcome === 'wrongYear') return answer(null, t.yearWrong, typed)
    if (outcome === 'locked') return answer(t.cancelLocked)
    // the dashboard's words for a cancel its time rules refuse
    return answer(texts('appointmentMessages').cannotCancel)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // a visit no longer scheduled: the page shows what it is now
    return error.status === 400 ? redirect(here) : answer(t.problem, null, '', 503)
  }
}

export default function ReminderLinkPage() {
  const { view, page } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const t = useTexts('reminderLinkMessages')
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <img src="/logo.svg" alt="" width="160" height="32" />
        <LanguageSwitch />
        {page ? (
          <VisitCard page={page} result={result ?? null} />
        ) : (
          <>
            <h1>{view === 'invalid' ? t.invalidTitle : t.title}</h1>
            <p role={view === 'invalid' ? undefined : 'alert'}>
              {view === 'invalid' ? t.invalid : view === 'tooMany' ? t.tooMany : t.problem}
            </p>
            <p>
              <a href={Path.signIn}>{t.signIn}</a>
            </p>
          </>
        )}
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
