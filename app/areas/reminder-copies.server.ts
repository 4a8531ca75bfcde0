import type { Alert } from '~/domain/common/alert'
import { listGrantsForHelper } from '~/services/patient/helpers.server'
import { chooseReminderCopies } from '~/services/patient/reminder-copies.server'
import { ServiceError } from '~/utils/calls/service-error'
import { fill, type English } from '~/utils/language/texts'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * A helper turns copies of a patient's visit texts on or off (/switch, docs/reminders.md): only
 * for a grant they hold now, and the services decide the rest (`see`, a verified mobile). Answers
 * the alert the page shows next.
 */
export async function chooseCopies(
  helper: SignedInPatient,
  grantField: FormDataEntryValue | null,
  copies: boolean,
  text: English['switchScreen'],
): Promise<Alert> {
  const grantId = Number(grantField ?? '')
  const grant = (await listGrantsForHelper(helper)).find((g) => g.grantId === grantId)
  if (!grant) return { type: 'error', message: text.gone }
  const name = grant.patientShortName
  try {
    await chooseReminderCopies(helper, grant.grantId, copies)
  } catch (error) {
    if (!(error instanceof ServiceError) || ![403, 404, 409].includes(error.status)) throw error
    if (error.code === 'COPIES_NEED_MOBILE') return { type: 'error', message: text.copiesNeedMobile }
    if (error.code === 'COPIES_NEED_SEE') return { type: 'error', message: fill(text.copiesNeedSee, { name }) }
    return { type: 'error', message: text.gone }
  }
  return { type: 'success', message: fill(copies ? text.copiesStarted : text.copiesStopped, { name }) }
}
