import type { LoaderFunctionArgs } from '@remix-run/node'
import { linkRequestLimited, visitOfLink } from '~/areas/reminders.server'
import { buildIcs } from '~/domain/appointments/ics'
import { linkActions } from '~/domain/reminders/link-page'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * A text's link's calendar file: /r/<token>/calendar.ics, the visit as an iCalendar event with what
 * the link page shows (the hospital, in person or video), nothing about the doctor or the reason.
 * Its uid is the dashboard's file's, so adding both keeps one event. Opening it changes nothing.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = requestTexts(request).texts('reminderLinkMessages')
  if (await linkRequestLimited(context.clientAddress)) return new Response(t.tooMany, { status: 429, headers: HEADERS })
  const visit = await visitOfLink(params.token, request)
  if (!visit || !linkActions(visit, Date.now()).calendar)
    return new Response(t.invalid, {
      status: 404,
      headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const online = visit.type === 'ONLINE_CONSULTATION'
  const body = buildIcs({
    uid: `appointment-${visit.appointmentId}@patient-portal`,
    start: visit.startTime,
    end: visit.endTime,
    summary: fill(t.calendarSummary, { visit: online ? t.video : t.inPerson, hospital: visit.hospitalName }),
    url: `${new URL(request.url).origin}${Path.dashboard}`,
    stamp: new Date(),
  })
  return new Response(body, {
    headers: {
      ...HEADERS,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
    },
  })
}
