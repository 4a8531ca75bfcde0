import { Path } from '~/utils/navigation/paths'
import type { DoctorList } from './doctor-list.server'

/** The slot step for a doctor, on the chosen care service and day. */
export const slotsLink = (data: DoctorList, doctorId: number) =>
  `${Path.slots}?${new URLSearchParams({ careServiceId: String(data.care.id), doctorId: String(doctorId), date: data.day })}`
