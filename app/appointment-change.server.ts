import { z } from 'zod'
import { formatDate, formatTime } from '~/domain/date-format'
import { getEnv } from '~/env.server'
import { appointmentMessages } from '~/messages/appointments'
import type { Appointment } from '~/services/appointment.server'
import { notifyDoctor } from '~/services/doctor.server'
import { optional } from '~/services/optional.server'
import type { SignedInPatient } from '~/session.server'

/** An appointment id from the URL, or a 404. */
export function appointmentIdFrom(raw: string | undefined): number {
  const id = Number(raw)
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  return id
}

/** 'hh:mm A, DD-MMM-YYYY' in the hospital's zone, for the doctor's notification. */
function hospitalTime(iso: string) {
  const zone = getEnv().HOSPITAL_TIME_ZONE
  return `${formatTime(iso, zone)}, ${formatDate(iso, zone)}`
}

function patientName(appointment: Appointment) {
  const p = appointment.patient
  return p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : 'The patient'
}

/** Tells the doctor about a cancel; a failure is logged and does not undo the cancel. */
export async function notifyDoctorOfCancel(patient: SignedInPatient, appointment: Appointment) {
  const text = appointmentMessages
  await optional(
    notifyDoctor(patient, appointment.doctor.id, {
      title: text.doctorCancelledTitle,
      message: text.doctorCancelled(patientName(appointment), hospitalTime(appointment.startTime)),
      appointmentId: appointment.id,
    }),
  )
}

export async function notifyDoctorOfReschedule(patient: SignedInPatient, appointment: Appointment, newStart: string) {
  const text = appointmentMessages
  await optional(
    notifyDoctor(patient, appointment.doctor.id, {
      title: text.doctorRescheduledTitle,
      message: text.doctorRescheduled(
        patientName(appointment),
        hospitalTime(appointment.startTime),
        hospitalTime(newStart),
      ),
      appointmentId: appointment.id,
    }),
  )
}

/** The cancel form: an optional reason (cut at 100 characters by the action). */
export const cancelForm = z.object({ reason: z.string().optional().default('') })

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)))

/** The reschedule form: one slot as 'start|end' (ISO instants), else 'Please select slot time!'. */
export const rescheduleForm = z.object({
  slot: z
    .string({ required_error: appointmentMessages.selectSlot })
    .min(1, appointmentMessages.selectSlot)
    .transform((v) => v.split('|'))
    .pipe(z.tuple([instant, instant], { message: appointmentMessages.selectSlot })),
})
