import { newestFirst, searchByDoctor } from '~/domain/appointments/history'
import { clampPage, PAGE_SIZE, pageOf } from '~/domain/common/paging'
import type { Appointment } from '~/services/appointment/list.server'
import { askAppointmentPage, withShownName, type PageAnswer } from '~/services/appointment/page.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The appointment service: the history's pages, asked of the service or paged here (docs/rules/appointments.md#service-calls, ADR 65). */

export type AppointmentPage = {
  /** the page's appointments, newest first */
  appointments: Appointment[]
  /** how many match the search */
  total: number
  page: number
  last: number
  /** whether the patient has any appointment at all (a search that finds none says so differently) */
  any: boolean
}

/**
 * One page (PAGE_SIZE) of the patient's appointments, newest first, whose doctor's shown name holds `doctorName`:
 * the history's list (docs/rules/appointments.md#service-calls). The services' contract sends every appointment; the portal also sends `page`,
 * `size` and `doctor-name` (ADR 65), and an answer with `X-Total-Count` is that page. A service that ignores
 * them sends the whole list (no count), which is then sorted, searched and paged here with the same result; a
 * counted answer that is not the page asked for (too long, out of order, rows the search would not find) is
 * not trusted: the whole list is asked for. A page past the last asks again for the last.
 */
export async function listAppointmentPage(
  patient: SignedInPatient,
  query: { page: string | null; doctorName: string },
): Promise<AppointmentPage> {
  const ask = (page: number, size: number, doctorName: string) =>
    askAppointmentPage(patient, { page, size, doctorName })
  const wanted = clampPage(query.page, Number.MAX_SAFE_INTEGER).page
  const first = await ask(wanted, PAGE_SIZE, query.doctorName)
  if ('all' in first) return pageInPortal(first.all, query)
  const { page, last } = clampPage(query.page, first.total)
  const served = page === wanted ? first : await ask(page, PAGE_SIZE, query.doctorName)
  if ('all' in served) return pageInPortal(served.all, query)
  const any = first.total > 0 || (query.doctorName !== '' && count(await ask(1, 1, '')) > 0)
  return { appointments: served.rows, total: first.total, page, last, any }
}

const count = (answer: PageAnswer) => ('all' in answer ? answer.all.length : answer.total)

/** The history's page from the whole list, as a service without paging sends it (docs/rules/appointments.md#states: newest first). */
function pageInPortal(all: Appointment[], query: { page: string | null; doctorName: string }): AppointmentPage {
  const found = searchByDoctor(newestFirst(all).map(withShownName), query.doctorName)
  const { page, last } = clampPage(query.page, found.length)
  const appointments = pageOf(found, page).map((row) => row.appointment)
  return { appointments, total: found.length, page, last, any: all.length > 0 }
}
