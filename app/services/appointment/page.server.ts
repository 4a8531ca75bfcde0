import { newestFirst, searchByDoctor } from '~/domain/appointments/history'
import { doctorName } from '~/domain/common/doctor-name'
import { appointmentListSchema, listAppointments, type Appointment } from '~/services/appointment/list.server'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The appointment service asked for one page of the patient's appointments (ADR 65): beyond the
 * contract, `page`, `size` and the filters `doctor-name` (the doctor's shown name holds it) and
 * `status` (one state). An answer with `X-Total-Count` is that page, newest first. A service that
 * ignores them sends the whole list (no count); a counted answer that is not the page asked for
 * (too long, out of order, rows a filter would not keep) is not trusted and the whole list is asked
 * for. Either way `all` is the whole list, for the caller to page itself.
 */

export type PageQuery = { page: number; size: number; doctorName?: string; status?: string }
export type PageAnswer = { rows: Appointment[]; total: number } | { all: Appointment[] }

export async function askAppointmentPage(patient: SignedInPatient, q: PageQuery): Promise<PageAnswer> {
  const { data, headers } = await callService(
    {
      service: 'appointment',
      path: '/appointments',
      query: {
        'patient-id': patient.patientId,
        page: q.page,
        size: q.size,
        'doctor-name': q.doctorName || undefined,
        status: q.status,
      },
      caller: patient,
    },
    appointmentListSchema,
  )
  const header = headers.get('x-total-count')
  if (header === null) return { all: data }
  const total = Number(header)
  const asked =
    Number.isSafeInteger(total) &&
    total >= data.length &&
    data.length <= q.size &&
    newestFirst(data).every((a, i) => a === data[i]) &&
    searchByDoctor(data.map(withShownName), q.doctorName ?? '').length === data.length &&
    (q.status === undefined || data.every((a) => a.status === q.status))
  return asked ? { rows: data, total } : { all: await listAppointments(patient) }
}

/** An appointment with its doctor's name as the portal shows it, for the search by doctor. */
export const withShownName = (a: Appointment) => ({ appointment: a, doctor: doctorName(a.doctor) })

/**
 * The patient's newest `size` appointments (in `status`, when given) and how many there are in all:
 * one page of the service, or the newest of the whole list where the service does not page.
 */
export async function newestAppointments(
  patient: SignedInPatient,
  size: number,
  status?: string,
): Promise<{ rows: Appointment[]; total: number }> {
  const answer = await askAppointmentPage(patient, { page: 1, size, status })
  if ('rows' in answer) return answer
  const found = newestFirst(answer.all).filter((a) => status === undefined || a.status === status)
  return { rows: found.slice(0, size), total: found.length }
}
