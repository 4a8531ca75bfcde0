import { z } from 'zod/v4'
import type { AppointmentType, ConsultationMode } from '~/domain/booking/care-service'
import { byTime } from '~/domain/common/by-time'
import { cachedReference } from '~/utils/calls/reference-cache.server'
import { callService, callServiceForFile, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The doctor service (docs/rules/booking.md#service-calls): doctors, their photos and free slots, and notifying a doctor. */

const slotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  start: z.string(),
  end: z.string(),
  duration: z.number().nullish(),
})

export type FreeSlot = z.infer<typeof slotSchema>

/** A doctor's free slots, keyed by day. */
const slotsByDaySchema = z.record(z.string(), z.array(slotSchema))

/** The doctor's free slots from `start` to `end` (days YYYY-MM-DD in `timeZone`, inclusive), keyed by day. */
export async function getFreeSlotsByDay(
  patient: SignedInPatient,
  query: { doctorId: number; start: string; end: string; timeZone: string; mode: ConsultationMode },
): Promise<Record<string, FreeSlot[]>> {
  const { data } = await callService(
    {
      service: 'doctor',
      path: `/doctors/${query.doctorId}/appointment-slots`,
      query: {
        type: 'free',
        start: query.start,
        end: query.end,
        'timezone-id': query.timeZone,
        'consultation-mode': query.mode,
      },
      caller: patient,
    },
    slotsByDaySchema,
  )
  return Object.fromEntries(
    Object.entries(data).map(([day, slots]) => [day, byTime(slots, (s) => s.start, 'oldest first')]),
  )
}

/** The doctor's free slots on one day (YYYY-MM-DD in `timeZone`), earliest first. */
export async function getFreeSlots(
  patient: SignedInPatient,
  query: { doctorId: number; day: string; timeZone: string; mode: ConsultationMode },
): Promise<FreeSlot[]> {
  const byDay = await getFreeSlotsByDay(patient, { ...query, start: query.day, end: query.day })
  return byDay[query.day] ?? []
}

const feeSchema = z.object({
  consultationMode: z.enum(['ONLINE', 'PHYSICAL']),
  fixedConsultationFees: z.number().nullish(),
  fromConsultationFees: z.number().nullish(),
  toConsultationFees: z.number().nullish(),
})

const doctorFields = z.object({
  id: z.number(),
  prefix: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string().nullish(),
  gender: z.string().nullish(),
  experienceYears: z.number().nullish(),
  aboutDoctor: z.string().nullish(),
  photoStatus: z.string().nullish(),
  status: z.string().nullish(),
  languages: z.array(z.object({ name: z.string() })).nullish(),
  keywords: z.array(z.object({ id: z.number(), keyword: z.string() })).nullish(),
  doctorSpecialities: z.array(z.object({ hospitalSpeciality: z.object({ title: z.string() }) })).nullish(),
  slotDuration: z.array(z.number()).nullish(),
  doctorCareServices: z.array(z.object({ careService: z.object({ id: z.number() }) })).nullish(),
  feesDTO: z.array(feeSchema).nullish(),
})

const asDoctor = (d: z.output<typeof doctorFields>) => ({
  id: d.id,
  prefix: d.prefix ?? '',
  firstName: d.firstName,
  lastName: d.lastName ?? '',
  gender: d.gender ?? '',
  experienceYears: d.experienceYears ?? 0,
  about: d.aboutDoctor ?? '',
  hasPhoto: d.photoStatus === 'ADDED',
  /** docs/rules/booking.md#data: INACTIVE means the doctor was deleted and cannot be booked */
  inactive: d.status === 'INACTIVE',
  languages: (d.languages ?? []).map((l) => l.name),
  conditions: (d.keywords ?? []).map((k) => ({ id: k.id, name: k.keyword })),
  specialities: (d.doctorSpecialities ?? []).map((s) => s.hospitalSpeciality.title),
  slotDurations: d.slotDuration ?? [],
  careServiceIds: (d.doctorCareServices ?? []).map((s) => s.careService.id),
  fees: (d.feesDTO ?? []).map((f) => ({
    mode: f.consultationMode,
    fixed: f.fixedConsultationFees ?? null,
    from: f.fromConsultationFees ?? null,
    to: f.toConsultationFees ?? null,
  })),
})

const doctorSchema = doctorFields.transform(asDoctor)

export type Doctor = z.output<typeof doctorSchema>

const doctorListSchema = z.array(doctorSchema)
/**
 * A doctor the patient has booked, with the appointment that booked them: the doctor's fields extended,
 * not intersected (an intersection parses the answer twice and merges the two results).
 */
const bookedDoctorListSchema = z.array(
  doctorFields
    .extend({ appointmentId: z.number() })
    .transform((d) => ({ ...asDoctor(d), appointmentId: d.appointmentId })),
)
export type DoctorFee = Doctor['fees'][number]

type DoctorQuery = { careServiceId: number; date: string; mode: ConsultationMode }

/**
 * The doctors offering a care service in a consultation mode (for the date), in the service's order.
 * INACTIVE doctors are included (flag `inactive`): callers decide whether to hide or refuse them.
 * `doctorId` asks for that one doctor only (ADR 65, beyond the services' contract): a service that ignores it sends them all,
 * so callers still pick the doctor out of the answer.
 */
export async function listDoctors(
  patient: SignedInPatient,
  query: DoctorQuery & { doctorId?: number },
): Promise<Doctor[]> {
  const { data } = await callService(
    {
      service: 'doctor',
      path: '/doctors/',
      query: {
        'care-service-id': query.careServiceId,
        date: query.date,
        'consultation-mode': query.mode,
        'doctor-id': query.doctorId,
      },
      caller: patient,
    },
    doctorListSchema,
  )
  return data
}

/** How long the doctor list of a care service is kept (ADR 66); never longer than the reference data. */
const DOCTOR_LIST_SECONDS = 60
/**
 * The doctor list of a care service, mode and day, kept with the hospital's reference data (ADR 66): the
 * services send every doctor at once, and the list changes far more slowly than patients page and filter it.
 * The shared store spares every instance the services' call, and each instance keeps its latest lists parsed
 * (app/utils/calls/reference-cache.server.ts). A doctor made INACTIVE meanwhile is still refused by /slots and
 * /confirmation, which ask for that doctor afresh.
 */
export function listDoctorsCached(patient: SignedInPatient, query: DoctorQuery): Promise<Doctor[]> {
  return cachedReference(
    patient.hospitalId,
    `doctors:${query.careServiceId}:${query.mode}:${query.date}`,
    () => listDoctors(patient, query),
    DOCTOR_LIST_SECONDS,
  )
}

/**
 * The patient's earlier appointments of one type with their doctor (appointmentId added), newest first. With
 * `eachDoctorOnce` it asks for each doctor (of `careServiceId`, if given) once, with the newest appointment
 * (ADR 65, beyond the services' contract): the list then stops growing with the patient's history. A service that ignores
 * this sends every appointment, so callers still look for doctors, not for rows.
 */
export async function listBookedDoctors(
  patient: SignedInPatient,
  type: AppointmentType,
  eachDoctorOnce?: { careServiceId?: number },
) {
  const { data } = await callService(
    {
      service: 'doctor',
      path: `/doctors/${patient.patientId}/doctor-appointment-list`,
      query: {
        'appointment-type': type,
        'latest-per-doctor': eachDoctorOnce ? 'true' : undefined,
        'care-service-id': eachDoctorOnce?.careServiceId,
      },
      caller: patient,
    },
    bookedDoctorListSchema,
  )
  return data
}

/** A doctor's photo as the service sends it (streamed). */
export function getDoctorImage(patient: SignedInPatient, doctorId: number) {
  return callServiceForFile({ service: 'doctor', path: `/doctors/${doctorId}/images`, caller: patient })
}

/** Tells the doctor (a notification and the doctor's red dot). */
export async function notifyDoctor(
  patient: SignedInPatient,
  doctorId: number,
  notification: { title: string; message: string; appointmentId: number },
) {
  await callService(
    {
      service: 'doctor',
      path: `/doctors/${doctorId}/notification`,
      method: 'POST',
      json: {
        title: notification.title,
        message: notification.message,
        appointment: { id: notification.appointmentId },
        doctor: { id: doctorId },
      },
      caller: patient,
    },
    unreadAnswer,
  )
  await callService(
    {
      service: 'doctor',
      path: `/doctors/${doctorId}/notification-flag`,
      method: 'POST',
      json: { status: true },
      caller: patient,
    },
    unreadAnswer,
  )
}
