import { Path } from '~/utils/paths'
import { dayIn, formatDate, formatTime } from '../common/date-format'

/** Spec 2, Notifications: how an entry reads and where its link goes. */

/** 'Now' under a minute old, 'hh:mm A' earlier the same day, else 'DD-MMM-YYYY' (in the patient's zone). */
export function notificationTime(iso: string, now: Date, timeZone: string): string {
  const age = now.getTime() - Date.parse(iso)
  if (age < 60_000) return 'Now'
  if (dayIn(timeZone, new Date(iso)) === dayIn(timeZone, now)) return formatTime(iso, timeZone)
  return formatDate(iso, timeZone)
}

/** The services' messages end in 'created sucessfully' (their spelling); the portal leaves the phrase out. */
export function notificationMessage(message: string): string {
  return message
    .replace(/\s*created\s+suc+es+ful+y\b/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

export type NotificationLink = { label: string; href: string }

/**
 * 'View Recent Consultations' (Consultation Completed), 'View Message' (New Chat Message, to the
 * chat) or 'View Appointments' (anything else), each opening the notification's appointment.
 * The detail page and its chat are issue 6; without an appointment the link is the dashboard.
 */
export function notificationLink(title: string, appointmentId: number | null | undefined): NotificationLink {
  const label =
    title === 'Consultation Completed'
      ? 'View Recent Consultations'
      : title === 'New Chat Message'
        ? 'View Message'
        : 'View Appointments'
  if (appointmentId == null) return { label, href: Path.dashboard }
  const href = `${Path.appointment}?appointmentId=${appointmentId}`
  return { label, href: title === 'New Chat Message' ? `${href}#chat` : href }
}
