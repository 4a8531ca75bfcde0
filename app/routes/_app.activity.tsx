import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { activityPage } from '~/areas/activity.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { ACTIVITY_FILTERS, describeEntry, parseActivityFilter } from '~/domain/activity/entries'
import { pageSearch } from '~/domain/common/paging'
import { Form } from '~/ui/form/csrf-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { Pagination } from '~/ui/navigation/pagination'
import { getEnv } from '~/utils/env.server'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

const FILTERS = Object.keys(ACTIVITY_FILTERS) as (keyof typeof ACTIVITY_FILTERS)[]

/**
 * Account activity (docs/activity.md): who did what on the patient's account, newest first, paged
 * (`?page=`) and filtered by kind with a plain GET form (`?kind=`), so both work without
 * JavaScript. Only the signed-in patient's own entries: the key is the session's patient id, never
 * anything in the URL. Like every page, it is sent with no-store and leaves nothing in the browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('activityMessages')
  const timeZone = getTimeZone(request)
  const params = new URL(request.url).searchParams
  const filter = parseActivityFilter(params.get('kind'))
  const { entries, page, last, any } = await activityPage(patient.patientId, filter, params.get('page'))
  return json({
    title: text.pageTitle,
    texts: textsFor(locale, 'activityMessages'),
    days: getEnv().ACTIVITY_MAX_DAYS,
    filter,
    page,
    last,
    any,
    rows: entries.map((e) => describeEntry(e, text, locale, timeZone, texts('actingMessages'))),
  })
}

export default function Activity() {
  const { days, filter, page, last, any, rows } = useLoaderData<typeof loader>()
  const text = useTexts('activityMessages')
  const search = filter ? `?kind=${filter}` : ''
  return (
    <>
      <h1>{text.title}</h1>
      <p>
        {fill(text.intro, { days })} <Link to={Path.changePassword}>{text.changePassword}</Link>
      </p>
      <Form method="get" role="search" className="history-search activity-filter" aria-label={text.filterForm}>
        <label htmlFor="activity-kind">{text.filterLabel}</label>
        <div className="history-search__row">
          <select id="activity-kind" name="kind" defaultValue={filter ?? ''} key={filter ?? ''}>
            <option value="">{text.filters.all}</option>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {text.filters[f]}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {text.apply}
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="empty">{any ? fill(text.noMatch, { days }) : text.empty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="history-table">
              <caption className="visually-hidden">
                {fill(text.caption, { title: text.title, page, count: last })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text.when}</th>
                  <th scope="col">{text.what}</th>
                  <th scope="col">{text.device}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.iso}-${i}`}>
                    <td data-label={text.when}>
                      <time dateTime={r.iso}>{r.when}</time>
                    </td>
                    <th scope="row" data-label={text.what}>
                      {r.what}
                    </th>
                    <td data-label={text.device}>{r.device}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} last={last} href={(p) => `${Path.activity}${pageSearch(search, p)}`} />
        </>
      )}
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
