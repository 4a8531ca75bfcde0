import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requirePatient } from '~/areas/identity/guard.server'
import { notificationLink, notificationMessage, notificationTime } from '~/domain/appointments/notification'
import { clampPage, pageOf, pageSearch } from '~/domain/common/paging'
import { getNotificationFlag, listNotifications, setNotificationFlag } from '~/services/patient/notifications.server'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { Pagination } from '~/ui/navigation/pagination'
import { optional } from '~/utils/calls/optional-call.server'
import { useLocale, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

/** The latest this many on a page; older ones are on the next pages (`?page=`). */
const NOTIFICATIONS_PER_PAGE = 20

/**
 * The notifications page (docs/rules/appointments.md#screens), where the bell leads. Newest first, 20 a page,
 * so the page stays the same size however many a patient collects. Opening it clears the red dot
 * through the notification flag (only when it is set).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('notificationMessages')
  const requested = new URL(request.url).searchParams.get('page')
  const [items, flag] = await Promise.all([
    optional(listNotifications(patient)),
    optional(getNotificationFlag(patient)),
  ])
  if (items !== null && flag) await optional(setNotificationFlag(patient, false))
  const now = new Date()
  const { page, last } = clampPage(requested, items?.length ?? 0, NOTIFICATIONS_PER_PAGE)
  return json({
    title: texts('pageTitles').notifications,
    texts: textsFor(locale, 'notificationMessages'),
    page,
    last,
    notifications:
      (items && pageOf(items, page, NOTIFICATIONS_PER_PAGE))?.map((n) => ({
        id: n.id,
        title: n.title,
        message: notificationMessage(n.message),
        time: notificationTime(n.time, now, timeZone, locale, text),
        at: n.time,
        link: notificationLink(n.title, n.appointment?.id, text),
      })) ?? null,
  })
}

export default function Notifications() {
  const { notifications, page, last } = useLoaderData<typeof loader>()
  const text = useTexts('notificationMessages')
  // the services write their titles and messages in English
  const received = useLocale() === 'en' ? undefined : 'en'
  return (
    <div className="page--narrow notifications">
      <p>
        <Link to={Path.dashboard} className="back-link">
          <span aria-hidden="true">← </span>
          {text.backToDashboard}
        </Link>
      </p>
      <h1>{text.notificationsTitle}</h1>
      {notifications === null ? (
        <p className="notice notice--error">{text.notificationsFailed}</p>
      ) : notifications.length === 0 ? (
        <p className="empty">{text.noNotifications}</p>
      ) : (
        <ul className="notification-list">
          {notifications.map((n) => (
            <li key={n.id} className="notification">
              <h2 className="notification__title" lang={received}>
                {n.title}
              </h2>
              {n.message ? (
                <p className="notification__message" lang={received}>
                  {n.message}
                </p>
              ) : null}
              <p className="notification__time">
                <time dateTime={n.at}>{n.time}</time>
              </p>
              <p>
                <Link to={n.link.href}>
                  {n.link.label}
                  <span className="visually-hidden">
                    : <span lang={received}>{n.title}</span>
                  </span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} last={last} href={(p) => pageSearch('', p)} label={text.notificationPages} />
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
