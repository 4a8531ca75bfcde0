import { hospitalTime, ownAppointment } from '~/areas/appointments.server'
import { bookingErrorText } from '~/domain/booking/errors'
import { patientName } from '~/domain/common/patient-name'
import { createAppointment } from '~/services/appointment/booking.server'
import { notifyDoctor } from '~/services/doctor.server'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import type { Notices } from './confirmation-form.server'
import { findOwnBooking, type HandOver } from './hand-over.server'

type BookResult = { outcome: 'created' | 'repeated'; appointmentId: number } | { outcome: 'taken'; message: string }

/**
 * Books the slot. A 409 for a slot this patient already holds is a repeated submit: that booking is the answer
 * (ADR 24). No answer at all may still have booked: if the slot is now the patient's, it was this submit.
 */
export async function book(
  patient: SignedInPatient,
  h: HandOver,
  type: 'ONLINE_CONSULTATION' | 'PHYSICAL_VISIT',
  m: Notices,
  reason = '',
) {
  try {
    const appointmentId = await createAppointment(patient, {
      doctorId: h.doctorId,
      start: h.start,
      end: h.end,
      type,
      reason,
    })
    return { outcome: 'created', appointmentId } satisfies BookResult
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status !== 409 && error.status !== 0) throw error
    const own = await optional(findOwnBooking(patient, h))
    if (own) return { outcome: error.status === 409 ? 'repeated' : 'created', appointmentId: own } satisfies BookResult
    if (error.status === 0) throw error
    // someone else holds the slot: the services' words
    return { outcome: 'taken', message: bookingErrorText(error, m) } satisfies BookResult
  }
}

/**
 * Tells the doctor of the new booking (a notification and the red dot); a failure is logged, the booking stands.
 * In English: the doctor reads the doctors' app, not this patient's language.
 */
export async function notifyDoctorOfBooking(patient: SignedInPatient, h: HandOver, appointmentId: number) {
  const m = textsOf('en', 'bookingMessages')
  const booked = await optional(ownAppointment(patient, appointmentId))
  const name = patientName(booked?.patient, m.aPatient)
  await optional(
    notifyDoctor(patient, h.doctorId, {
      title: m.doctorBookedTitle,
      message: fill(m.doctorBooked, { patient: name, when: hospitalTime(h.start) }),
      appointmentId,
    }),
  )
}
