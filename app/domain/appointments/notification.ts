import type { Locale } from '~/utils/language/locale'
import type { English } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { dayIn, formatDate, formatTime } from '../common/format'

type Texts = English['notificationMessages']

/** Notifications (docs/rules/appointments.md#screens): how an entry reads and where its link goes. */

/**
 * 'Now' under a minute old, the time earlier the same day, else the date (in the patient's zone; in
 * English 'hh:mm A' and 'DD-MMM-YYYY').
 */
export function notificationTime(iso: string, now: Date, timeZone: string, locale: Locale, text: Texts): string {
  const age = now.getTime() - Date.parse(iso)
  if (age < 60_000) return text.now
  if (dayIn(timeZone, new Date(iso)) === dayIn(timeZone, now)) return formatTime(locale, iso, timeZone)
  return formatDate(locale, iso, timeZone)
}

/** The services' messages end in 'created sucessfully' (their spelling); the portal leaves the phrase out. */
export function notificationMessage(message: string): string {
  return (
    message
      // a run of spaces is tried from its first only, so the search stays linear in the length
      .replace(/(?<!\s)\s*created\s+suc+es+ful+y\b/gi, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
  )
}

export type NotificationLink = { label: string; href: string }

/**
 * 'View Recent Consultations' (Consultation Completed), 'View Message' (New Chat Message, to the
 * chat) or 'View Appointments' (anything else), each opening the notification's appointment.
 * The detail page holds the chat; without an appointment the link is the dashboard.
 */
export function notificationLink(
  title: string,
  appointmentId: number | null | undefined,
  text: Texts,
): NotificationLink {
  // the titles are the services' own, in English whatever the page's language
  const label =
    title === 'Consultation Completed'
      ? text.viewConsultations
      : title === 'New Chat Message'
        ? text.viewMessage
        : text.viewAppointments
  if (appointmentId == null) return { label, href: Path.dashboard }
  const href = `${Path.appointment}?appointmentId=${appointmentId}`
  return { label, href: title === 'New Chat Message' ? `${href}#chat` : href }
}
