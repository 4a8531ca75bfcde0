import { endOf, liveData } from '~/utils/session/clock.server'
import type { SessionData } from '~/utils/session/record.server'
import type { SharedStore } from '~/utils/shared-store/index.server'

/**
 * A patient's sessions as the shared store lists them: every record in a set, the signed-in ones
 * also ranked by last use (ADR 126). Kept with each write and end of a record (record.server.ts).
 */

/** Every session record of the patient, signed in or between the password and the second step: what a password change ends. */
export const patientKey = (patientId: number) => `patient-sessions:${patientId}`
/** The patient's signed-in sessions ranked by last use, each until its end: what the devices screen reads the newest of (ADR 126). */
export const sessionsByUseKey = (patientId: number) => `patient-sessions-by-use:${patientId}`

/** Files a written record under its patient: in the set of all their sessions, and by last use while signed in. */
export async function fileUnderPatient(s: SharedStore, id: string, data: SessionData, ttl: number) {
  if (data.patientId === undefined) return
  const now = Date.now()
  await s.addMember(patientKey(data.patientId), id, ttl)
  if (liveData(data, now)) await s.rank(sessionsByUseKey(data.patientId), id, data.lastSeen, endOf(data) - now)
  else await s.unrank(sessionsByUseKey(data.patientId), id)
}

/** An ended session leaves both of its patient's lists. */
export async function removeFromPatient(s: SharedStore, id: string, patientId: number | undefined) {
  if (patientId === undefined) return
  await s.removeMember(patientKey(patientId), id)
  await s.unrank(sessionsByUseKey(patientId), id)
}
