import { z } from 'zod'
import { careChoice } from '~/areas/booking.server'
import type { Bookable } from '~/domain/booking/care-service'
import { dayIn } from '~/domain/common/format'
import { listAppointments } from '~/services/appointment/list.server'
import { getFreeSlots, listDoctors, type Doctor } from '~/services/doctor.server'
import { optional } from '~/utils/calls/optional-call.server'
import { Path } from '~/utils/navigation/paths'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The hand-over from the slot step to the confirmation (docs/rules/booking.md#screens and docs/rules/booking.md#states): read from the URL (or the
 * form's hidden fields), and checked again against the services.
 */

const instant = z
  .string()
  // a '+' of an offset that reached us unencoded in a query string reads as a space
  .transform((v) => v.trim().replace(/ (\d{2}:?\d{2})$/, '+$1'))
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)))

const handOverSchema = z
  .object({
    careServiceId: z.coerce.number().int().positive(),
    doctorId: z.coerce.number().int().positive(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    start: instant,
    end: instant,
  })
  .refine((h) => Date.parse(h.start) < Date.parse(h.end))

export type HandOver = z.infer<typeof handOverSchema>

/** The hand-over of the slot step: `/confirmation?careServiceId&doctorId&date&start&end`, or null when unusable. */
export function readHandOver(params: URLSearchParams): HandOver | null {
  const parsed = handOverSchema.safeParse(Object.fromEntries(params))
  return parsed.success ? parsed.data : null
}

export function handOverQuery(h: HandOver): string {
  return new URLSearchParams({
    careServiceId: String(h.careServiceId),
    doctorId: String(h.doctorId),
    date: h.date,
    start: h.start,
    end: h.end,
  }).toString()
}

/** Back to the slot step for the same doctor and day, and to the doctor list for the day. */
export function backLinks(h: HandOver) {
  const day = `careServiceId=${h.careServiceId}&date=${h.date}`
  return { slots: `${Path.slots}?${day}&doctorId=${h.doctorId}`, doctors: `${Path.selectDoctor}?${day}` }
}

type BookingContext = {
  careTitle: string
  bookable: Bookable
  doctor: Doctor
}

export type HandOverProblem =
  { kind: 'bad-link' } | { kind: 'doctor-deleted' } | { kind: 'slot-in-past' } | { kind: 'slot-taken' }

/**
 * Checks the hand-over against the services: a bookable care service, the doctor ACTIVE (docs/rules/booking.md#validation), the
 * slot not in the past, and (when `checkFree`) still free, or else already this patient's (`ownBooking`: Back after
 * booking, or a half-saved booking being sent again). The action leaves the free check to the booking call itself,
 * whose transaction is the only real guard.
 */
export async function checkHandOver(
  patient: SignedInPatient,
  h: HandOver,
  timeZone: string,
  checkFree: boolean,
): Promise<{ ok: true; context: BookingContext; ownBooking: number | null } | { ok: false; problem: HandOverProblem }> {
  const care = await careChoice(patient, h.careServiceId)
  if (!care) return { ok: false, problem: { kind: 'bad-link' } }
  const { title: careTitle, ...bookable } = care
  const mode = bookable.consultationMode
  const [doctors, slots] = await Promise.all([
    listDoctors(patient, { careServiceId: h.careServiceId, date: h.date, mode, doctorId: h.doctorId }),
    checkFree
      ? optional(
          getFreeSlots(patient, { doctorId: h.doctorId, day: dayIn(timeZone, new Date(h.start)), timeZone, mode }),
        )
      : null,
  ])
  const doctor = doctors.find((d) => d.id === h.doctorId)
  if (!doctor || doctor.inactive) return { ok: false, problem: { kind: 'doctor-deleted' } }
  if (Date.parse(h.start) <= Date.now()) return { ok: false, problem: { kind: 'slot-in-past' } }
  // a failed slot look-up is not a refusal: the booking call decides
  let ownBooking: number | null = null
  if (slots && !slots.some((s) => sameInstant(s.start, h.start) && sameInstant(s.end, h.end))) {
    ownBooking = await optional(findOwnBooking(patient, h))
    if (!ownBooking) return { ok: false, problem: { kind: 'slot-taken' } }
  }
  return { ok: true, context: { careTitle, bookable, doctor }, ownBooking }
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b)

/**
 * The patient's own live booking of exactly this slot with this doctor, if any: a repeated submit (double click,
 * Back and submit again, a retry after a lost answer) finds the first one instead of booking twice (ADR 24).
 */
export async function findOwnBooking(patient: SignedInPatient, h: HandOver): Promise<number | null> {
  const fromDay = new Date(Date.parse(h.start)).toISOString().slice(0, 10)
  const appointments = await listAppointments(patient, fromDay)
  const own = appointments.find(
    (a) =>
      a.doctor.id === h.doctorId &&
      a.status === 'SCHEDULED' &&
      sameInstant(a.startTime, h.start) &&
      sameInstant(a.endTime, h.end),
  )
  return own?.id ?? null
}
