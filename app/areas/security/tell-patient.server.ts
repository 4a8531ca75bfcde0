import { notifyPatient } from '~/services/patient/notifications.server'
import { ServiceError } from '~/utils/calls/service-error'
import { defaultLocale } from '~/utils/language/locale'
import { textsOf } from '~/utils/language/texts.server'
import { log } from '~/utils/observability/log.server'
import type { SignedInPatient } from '~/utils/session/session.server'

type Alerts = ReturnType<typeof textsOf<'twoStepWarningMessages'>>

/**
 * A change to the patient's sign-in told to her outside this browser: a notification through the
 * hospital's services (the bell's list, and a text or e-mail where the services send one), in the
 * hospital's language, since whoever made the change may not be her. Never fails the change.
 */
export async function tellPatient(patient: SignedInPatient, message: (alerts: Alerts) => string) {
  const alerts = textsOf(defaultLocale, 'twoStepWarningMessages')
  try {
    await notifyPatient(patient, { title: alerts.title, message: message(alerts) })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    log().warn({ event: 'twoStepAlertFailed', patientId: patient.patientId }, 'the patient could not be notified')
  }
}
