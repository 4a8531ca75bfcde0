import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { canView, consultationTypeLabel, historyDateTime } from '~/domain/appointments/history'
import { doctorName } from '~/domain/common/doctor-name'
import { listAppointmentPage } from '~/services/appointment/history-page.server'
import { StatusBadge } from '~/ui/appointment/status-badge'
import { VisitTypeIcon } from '~/ui/appointment/visit-type-icon'
import { Form } from '~/ui/form/csrf-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { Pagination } from '~/ui/navigation/pagination'
import { optional } from '~/utils/calls/optional-call.server'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

const PATH = Path.history

/**
 * Appointment History (docs/rules/appointments.md#screens): every appointment, newest first, searched by the shown doctor
 * name (`?q=`) and paged by 10 (`?page=`, clamped; the services are asked for that page, ADR 65).
 * Both live in the URL, so they work without JavaScript, and a new search starts at page 1 (the
 * search form sends no page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requireActivePatient(request)
  const timeZone = getTimeZone(request)
  const { locale, texts } = requestTexts(request)
  const shown = { title: texts('pageTitles').history, texts: textsFor(locale, 'historyMessages', 'appointmentLabels') }
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const history = await optional(listAppointmentPage(patient, { page: url.searchParams.get('page'), doctorName: q }))
  if (history === null) return json({ ...shown, q, rows: null, page: 1, last: 1, total: 0, any: false })
  const rows = history.appointments.map((a) => ({
    id: a.id,
    doctor: doctorName(a.doctor),
    type: a.type,
    typeLabel: consultationTypeLabel(a.type, shown.texts.appointmentLabels),
    startTime: a.startTime,
    dateTime: historyDateTime(a.startTime, timeZone, locale),
    status: a.status,
    canView: canView(a.status),
  }))
  const { page, last, total, any } = history
  return json({ ...shown, q, rows, page, last, total, any })
}

function pageHref(q: string, page: number) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${PATH}?${search}` : PATH
}

export default function AppointmentHistory() {
  const { q, rows, page, last, total, any } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATH
  const text = useTexts('historyMessages')
  return (
    <>
      <h1>{text.historyTitle}</h1>
      <Form method="get" role="search" className="history-search" aria-label={text.historyLabel}>
        <label htmlFor="history-q">{text.historySearch}</label>
        <div className="history-search__row">
          <input id="history-q" type="search" name="q" defaultValue={q} key={q} maxLength={100} autoComplete="off" />
          <button type="submit" className="button">
            {text.search}
          </button>
          {q ? (
            <Link to={PATH} className="history-search__clear">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{text.historyClear}</span>
            </Link>
          ) : null}
        </div>
      </Form>
      <p role="status" className="history-status">
        {loading ? text.loading : rows && q ? fill(text.found, { n: total }) : ''}
      </p>
      {rows === null ? (
        <p className="notice notice--error">{text.historyFailed}</p>
      ) : !any ? (
        <p className="empty">{text.historyEmpty}</p>
      ) : rows.length === 0 ? (
        <p className="empty">{text.historyNoMatch}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="history-table">
              <caption className="visually-hidden">
                {fill(text.caption, { title: text.historyTitle, page, count: last })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text.doctor}</th>
                  <th scope="col">{text.consultationType}</th>
                  <th scope="col">{text.dateTime}</th>
                  <th scope="col">{text.status}</th>
                  <th scope="col">{text.action}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" title={r.doctor} data-label={text.doctor}>
                      {r.doctor}
                    </th>
                    <td data-label={text.consultationType}>
                      <span className="consult-type">
                        <VisitTypeIcon type={r.type} />
                        {r.typeLabel}
                      </span>
                    </td>
                    <td data-label={text.dateTime}>
                      <time dateTime={r.startTime}>{r.dateTime}</time>
                    </td>
                    <td data-label={text.status}>
                      <StatusBadge status={r.status} />
                    </td>
                    <td data-label={text.action}>
                      {r.canView ? (
                        <Link to={`${Path.appointment}?appointmentId=${r.id}`} className="view-link">
                          <EyeIcon />
                          <span aria-hidden="true">{text.view}</span>
                          <span className="visually-hidden">
                            {fill(text.viewFor, { action: text.view, doctor: r.doctor, when: r.dateTime })}
                          </span>
                        </Link>
                      ) : (
                        <span className="view-link view-link--disabled" aria-disabled="true">
                          <EyeIcon />
                          {text.view}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} last={last} href={(p) => pageHref(q, p)} />
        </>
      )}
    </>
  )
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
        fill="currentColor"
      />
    </svg>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
