import { getLoginPageImages, type LoginImageType } from '~/services/config.server'
import { getHospital } from '~/services/hospital.server'
import { getNotificationFlag } from '~/services/patient.server'
import { decoration } from '~/utils/decoration.server'
import type { SignedInPatient } from '~/utils/session.server'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/**
 * The signed-in frame's decorations (issue 21, ADR 46): the footer's hospital details (kept a day,
 * shown from the store at once, refreshed behind the page) and the notification dot (asked fresh,
 * the last answer when the patient service is slow). Neither holds the page back; null is "not
 * known just now", which the frame shows differently from "nothing new".
 */
export async function frameDecorations(patient: SignedInPatient) {
  const [hospital, hasNewNotifications] = await Promise.all([
    decoration({
      key: `hospital:${patient.hospitalId}`,
      call: () => getHospital(patient),
      keepMs: DAY_MS,
      prefer: 'cached',
    }),
    decoration({
      key: `notification-dot:${patient.patientId}`,
      call: () => getNotificationFlag(patient),
      keepMs: HOUR_MS,
      prefer: 'fresh',
    }),
  ])
  return { hospital, hasNewNotifications }
}

/**
 * The sign-in page's images of one type (spec 1 section 2), shown from the store at once and
 * refreshed behind the page: a slow config service never holds sign-in back (ADR 46).
 */
export function signInImages(type: LoginImageType) {
  return decoration({ key: `login-images:${type}`, call: () => getLoginPageImages(type), keepMs: DAY_MS, prefer: 'cached' })
}
