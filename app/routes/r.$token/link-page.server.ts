import type { LinkedVisit } from '~/areas/reminders.server'
import { formatDate, formatTime } from '~/domain/common/format'
import { linkActions, linkVisitState, rescheduleAfterSignIn, shortName } from '~/domain/reminders/link-page'
import type { Locale } from '~/utils/language/locale'
import { Path } from '~/utils/navigation/paths'

/** What the link page shows of a visit: the hospital, when, how, for whom (first name and initial) and its state. */
export function linkPageOf(visit: LinkedVisit, at: { token: string; locale: Locale; timeZone: string; now: number }) {
  const here = `${Path.reminderLink}/${at.token}`
  return {
    here,
    hospital: visit.hospitalName,
    forName: shortName(visit.patient),
    startTime: visit.startTime,
    date: formatDate(at.locale, visit.startTime, at.timeZone),
    time: formatTime(at.locale, visit.startTime, at.timeZone),
    online: visit.type === 'ONLINE_CONSULTATION',
    state: linkVisitState(visit, at.now),
    confirmedOn: visit.confirmedAt ? formatDate(at.locale, visit.confirmedAt, at.timeZone) : null,
    actions: linkActions(visit, at.now),
    changeHref: rescheduleAfterSignIn(visit.appointmentId),
    calendarHref: `${here}/calendar.ics`,
  }
}

export type LinkPage = ReturnType<typeof linkPageOf>
