import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { grantDays, inviteSchema } from '~/areas/helpers/forms.server'
import { grantRow } from '~/areas/helpers/grant-rows.server'
import { endGrant, grantOf, grantsOf, invite, renewGrant } from '~/areas/helpers.server'
import { requirePatient } from '~/areas/identity/guard.server'
import type { Alert } from '~/domain/common/alert'
import { formatDate } from '~/domain/common/format'
import { clampPage, pageOf, pageSearch } from '~/domain/common/paging'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Pagination } from '~/ui/navigation/pagination'
import { optional } from '~/utils/calls/optional-call.server'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { parseId } from '~/utils/request/http.server'
import { intentOf } from '~/utils/request/intent.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { GrantList } from './grant-list'
import { InviteForm } from './invite-form'

export const meta = titleMeta

/**
 * Helpers (docs/helpers.md#the-patients-screen): the people the patient lets act for them with
 * their own sign-in, each grant paged with what may still be done with it, and the invitation form.
 * Plain forms; every change is recorded on the patient's activity. The signed-in frame makes the
 * page no-store.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('helpersScreen')
  const timeZone = getTimeZone(request)
  const { range, latest } = grantDays(request, locale)
  const grants = await optional(grantsOf(patient))
  const { page, last } = clampPage(new URL(request.url).searchParams.get('page'), grants?.length ?? 0)
  return json({
    title: text.title,
    texts: textsFor(locale, 'helpersScreen'),
    rows: grants ? pageOf(grants, page).map((grant) => grantRow(grant, text, locale, timeZone)) : null,
    page,
    last,
    range,
    latest,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const m = texts('helpersMessages')
  const back = (alert: Alert) => redirectWithAlert(request, Path.helpers, alert)
  const form = await readForm(request)
  const intent = intentOf(form, ['invite', 'renew', 'end'])
  if (intent === 'invite') {
    const submission = parseWithZod(form, { schema: inviteSchema(grantDays(request, locale), m) })
    if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
    const result = await invite(request, patient, submission.value)
    if ('done' in result) return back({ type: 'success', message: fill(m.invited, { name: result.done.helperName }) })
    const refused = result.refused === 'invites-today' ? m.invitesToday : m.failed
    return json(submission.reply({ formErrors: [refused] }), { status: result.refused === 'invites-today' ? 429 : 400 })
  }
  // renew and end name a grant; one that is not this patient's is gone, whatever the form said
  const grantId = parseId(String(form.get('grant') ?? ''))
  const grant = grantId === null ? null : await grantOf(patient, grantId)
  if (!grant || grant.state === 'ended' || !intent) return back({ type: 'error', message: m.gone })
  const result =
    intent === 'renew' ? await renewGrant(request, patient, grant.id) : await endGrant(request, patient, grant)
  if ('refused' in result) return back({ type: 'error', message: result.refused === 'gone' ? m.gone : m.failed })
  const name = grant.helperName
  if (intent === 'end') return back({ type: 'success', message: fill(m.ended, { name }) })
  const date = formatDate(locale, new Date(result.done.endsAt), getTimeZone(request))
  return back({ type: 'success', message: fill(m.renewed, { name, date }) })
}

export default function Helpers() {
  const { rows, page, last, range, latest } = useLoaderData<typeof loader>()
  const text = useTexts('helpersScreen')
  const { search } = useLocation()
  return (
    <div className="page--narrow helpers">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <p>{text.never}</p>
      <h2>{text.listHeading}</h2>
      {rows ? <GrantList rows={rows} /> : <p className="empty">{text.listFailed}</p>}
      <Pagination page={page} last={last} href={(p) => `${Path.helpers}${pageSearch(search, p)}`} />
      <h2>{text.inviteHeading}</h2>
      <InviteForm range={range} latest={latest} />
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
