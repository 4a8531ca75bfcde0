import { z } from 'zod'
import { auditRefusal } from '~/areas/activity/audit-lines.server'
import { signOutInactive } from '~/areas/identity/guard.server'
import { formatDate, formatTime } from '~/domain/common/format'
import { patientName } from '~/domain/common/patient-name'
import { accountStatusAction, appointmentsToSettle } from '~/domain/identity/account-status'
import { getAppointment, listAppointments, type Appointment } from '~/services/appointment/list.server'
import { listBookedDoctors, notifyDoctor } from '~/services/doctor.server'
import { updatePatientStatus } from '~/services/patient/account.server'
import { optional } from '~/utils/calls/optional-call.server'
import { cachedReference } from '~/utils/calls/reference-cache.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import type { Locale } from '~/utils/language/locale'
import { fill, type English } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { notFound, requireId } from '~/utils/request/http.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** 'hh:mm A, DD-MMM-YYYY' in the hospital's zone, for the doctor's notifications. */
export function hospitalTime(iso: string) {
  const zone = getEnv().HOSPITAL_TIME_ZONE
  return `${formatTime('en', iso, zone)}, ${formatDate('en', iso, zone)}`
}

/**
 * The administrator whose refund policy and consent texts the patient reads (ADR 54): the first one
 * the doctor's hospital lists in her appointments (docs/rules/booking.md#service-calls), else, before her first booking, the
 * hospital's own id, as ADR 9 asked. Kept per hospital with its reference data: the appointment
 * list grows with the patient, and is read only when no administrator is kept.
 */
export async function hospitalAdminId(patient: SignedInPatient): Promise<number> {
  const listed = await cachedReference(patient.hospitalId, 'administrator', async () => {
    const appointments = await optional(listAppointments(patient))
    const withAdmin = appointments?.find((a) => a.doctor.hospital?.administrators?.length)
    return withAdmin?.doctor.hospital?.administrators?.[0]?.id ?? null
  })
  return listed ?? patient.hospitalId
}

/** What the doctor reads: in the hospital's language, English, whatever the patient's (ADR 61). */
const doctorText = textsOf('en', 'doctorMessages')

/** The patient's name as the doctor sees it in the chat. */
export function chatName(appointment: Appointment) {
  return patientName(appointment.patient, doctorText.patient)
}

/** What the doctor reads of a cancel, however the patient cancelled (the dashboard, a text's link). */
export function doctorCancelNotice(appointment: {
  patient?: { firstName?: string | null; lastName?: string | null } | null
  startTime: string
}) {
  return {
    title: doctorText.cancelledTitle,
    message: fill(doctorText.cancelled, {
      patient: patientName(appointment.patient, doctorText.thePatient),
      when: hospitalTime(appointment.startTime),
    }),
  }
}

/** Tells the doctor about a cancel; a failure is logged and does not undo the cancel. */
export async function notifyDoctorOfCancel(patient: SignedInPatient, appointment: Appointment) {
  await optional(
    notifyDoctor(patient, appointment.doctor.id, { ...doctorCancelNotice(appointment), appointmentId: appointment.id }),
  )
}

export async function notifyDoctorOfReschedule(patient: SignedInPatient, appointment: Appointment, newStart: string) {
  await optional(
    notifyDoctor(patient, appointment.doctor.id, {
      title: doctorText.rescheduledTitle,
      message: fill(doctorText.rescheduled, {
        patient: patientName(appointment.patient, doctorText.thePatient),
        from: hospitalTime(appointment.startTime),
        to: hospitalTime(newStart),
      }),
      appointmentId: appointment.id,
    }),
  )
}

/** The cancel form: an optional reason (cut at 100 characters by the action). */
export const cancelForm = z.object({ reason: z.string().optional().default('') })

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)))

/** The reschedule form: one slot as 'start|end' (ISO instants), else 'Please select slot time!'. */
export const rescheduleForm = (text: English['appointmentMessages']) =>
  z.object({
    slot: z
      .string({ required_error: text.selectSlot })
      .min(1, text.selectSlot)
      .transform((v) => v.split('|'))
      .pipe(z.tuple([instant, instant], { message: text.selectSlot })),
  })

/**
 * The account status check (docs/rules/appointments.md#states), run by the dashboard with the status it fetched alongside the list:
 * INACTIVE signs out (as requireActivePatient in app/areas/identity/guard.server.ts does for other pages); for
 * PENDING_DEACTIVATION every SCHEDULED or RUNNING appointment past its window is reported
 * (PATCH update-status), and if the services then say INACTIVE the patient is signed out.
 * Failures of these calls are logged and the page goes on.
 */
export async function applyAccountStatus(
  patient: SignedInPatient,
  status: string | null,
  { recheck, locale }: { recheck: () => Promise<string | null>; locale: Locale },
): Promise<void> {
  if (status === null) return
  const action = accountStatusAction(status)
  if (action === 'sign-out') throw await signOutInactive(patient, locale)
  if (action !== 'check-appointments') return
  const all = await optional(listAppointments(patient))
  const ids = appointmentsToSettle(all ?? [], Date.now())
  if (ids.length === 0) return
  await Promise.all(ids.map((id) => optional(updatePatientStatus(patient, id))))
  if ((await recheck()) === 'INACTIVE') throw await signOutInactive(patient, locale)
}

/**
 * The appointment with this id if it is the signed-in patient's own: the portal's one ownership
 * check, on top of the services' own. An answer about another patient is null; the services'
 * failures, their 403 and 404 among them, are thrown as they are, for the page to word.
 */
export async function ownAppointment(patient: SignedInPatient, id: number): Promise<Appointment | null> {
  // another patient's id (a forged form or URL) leaves an audit line, however it is refused
  const foreign = () =>
    auditRefusal('foreign-appointment', patient.patientId, { appointmentId: id }, { scope: patient.scope })
  let appointment: Appointment
  try {
    appointment = await getAppointment(patient, id)
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 403 || error.status === 404)) foreign()
    throw error
  }
  // an answer that names no patient counts as someone else's (docs/security.md): the portal checks, not only the services
  if (appointment.patient?.id === patient.patientId) return appointment
  foreign()
  return null
}

/** The patient's own appointment with the id of a URL; a 404 when malformed, missing or foreign. */
export async function requireOwnAppointment(patient: SignedInPatient, rawId: string | null | undefined) {
  let appointment: Appointment | null
  try {
    appointment = await ownAppointment(patient, requireId(rawId))
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 403 || error.status === 404)) throw notFound()
    throw error
  }
  if (!appointment) throw notFound()
  return appointment
}

/**
 * Whether the appointment's doctor has a photo. The appointment carries no photoStatus (docs/rules/appointments.md#data),
 * the patient's booked-doctors list does; asking for the photo of a doctor without
 * one would show a broken image over the initials and log an error for the 404 (docs/accessibility.md).
 * Unknown (the call failed) counts as no photo: the initials are enough.
 */
export async function doctorHasPhoto(patient: SignedInPatient, appointment: Appointment): Promise<boolean> {
  // each doctor once (ADR 65): the photo is the doctor's, whichever appointment the row carries
  const booked = await optional(listBookedDoctors(patient, appointment.type, {}))
  return booked?.some((d) => d.id === appointment.doctor.id && d.hasPhoto) ?? false
}
