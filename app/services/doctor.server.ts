import { z } from 'zod'
import { callService } from './request.server'

/** The doctor service (spec 2 section 7): free slots and notifying a doctor. */

type Caller = { patientId: number; token: string }

const slotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  start: z.string(),
  end: z.string(),
  duration: z.number().nullish(),
})

export type FreeSlot = z.infer<typeof slotSchema>

/** The doctor's free slots on one day (YYYY-MM-DD in `timeZone`), earliest first. */
export async function getFreeSlots(
  patient: Caller,
  query: { doctorId: number; day: string; timeZone: string; mode: 'ONLINE' | 'PHYSICAL' },
): Promise<FreeSlot[]> {
  const { data } = await callService(
    {
      service: 'doctor',
      path: `/doctors/${query.doctorId}/appointment-slots`,
      query: {
        type: 'free',
        start: query.day,
        end: query.day,
        'timezone-id': query.timeZone,
        'consultation-mode': query.mode,
      },
      token: patient.token,
    },
    z.record(z.array(slotSchema)),
  )
  return [...(data[query.day] ?? [])].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

/** Tells the doctor (a notification and the doctor's red dot). */
export async function notifyDoctor(
  patient: Caller,
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
      token: patient.token,
    },
    z.unknown(),
  )
  await callService(
    {
      service: 'doctor',
      path: `/doctors/${doctorId}/notification-flag`,
      method: 'POST',
      json: { status: true },
      token: patient.token,
    },
    z.unknown(),
  )
}
