import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { grantForHelperSchema, type GrantForHelper } from './helping.server'

/**
 * The helper's choice of copies of a patient's visit texts on their own verified mobile
 * (docs/reminders.md#a-helpers-copies), with the helper's own token: the service refuses a
 * delegated one. Refused: 403 GRANT_ENDED (the grant is no longer live), 409 COPIES_NEED_SEE
 * (the grant lacks `see`), 409 COPIES_NEED_MOBILE (the helper has no verified mobile).
 */
export async function chooseReminderCopies(
  helper: SignedInPatient,
  grantId: number,
  copies: boolean,
): Promise<GrantForHelper> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${helper.patientId}/helping/${grantId}/reminder-copies`,
      method: 'PUT',
      json: { copies },
      caller: helper,
    },
    grantForHelperSchema,
  )
  return data
}
