import { recordActivity } from '~/areas/activity.server'
import type { Alert } from '~/domain/common/alert'
import type { HelperScope } from '~/domain/helpers/scopes'
import { actFor, listGrantsForHelper, type GrantForHelper } from '~/services/patient/helping.server'
import { getPatientProfile } from '~/services/patient/profile.server'
import { chooseReminderCopies } from '~/services/patient/reminder-copies.server'
import { ServiceError } from '~/utils/calls/service-error'
import type { Locale } from '~/utils/language/locale'
import { fill, type English } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { startActing, stopActing } from '~/utils/session/acting.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { getStore } from '~/utils/shared-store/index.server'

/**
 * Switching between the signed-in account and the patients it helps (/switch, docs/helpers.md):
 * the grants it may act under, choosing one (the patient service's delegated token goes into the
 * session, never to the browser) or itself again. The frame offers the switch only to an account
 * that helps someone, known from the store so a page asks the service at most every few minutes.
 */

const helpingKey = (helperId: number) => `helping:${helperId}`
/** How long the frame trusts what it knows of whether an account helps anyone. */
const HELPING_KEPT_MS = 10 * 60_000

/** The grants the account acts under now (active ones only), and the frame told whether there are any. */
export async function grantsToSwitch(helper: SignedInPatient): Promise<GrantForHelper[]> {
  const grants = await listGrantsForHelper(helper)
  await getStore()
    .set(helpingKey(helper.patientId), { helps: grants.length > 0 }, HELPING_KEPT_MS)
    .catch(() => undefined)
  return grants
}

/** The account's grants changed (an invitation accepted): the menu asks the service again on its next page. */
export async function helpingChanged(helperId: number): Promise<void> {
  await getStore()
    .delete(helpingKey(helperId))
    .catch(() => undefined)
}

/** Whether the account helps anyone (the menu's "Switch account"); false when the service can't say. */
export async function helpsAnyone(helper: SignedInPatient): Promise<boolean> {
  const kept = await getStore()
    .get<{ helps: boolean }>(helpingKey(helper.patientId))
    .catch(() => null)
  if (kept) return kept.helps
  try {
    return (await grantsToSwitch(helper)).length > 0
  } catch (error) {
    if (error instanceof ServiceError) return false
    throw error
  }
}

/** The helper's own given name, as the patient's activity names who acted. */
async function helperNameOf(helper: SignedInPatient): Promise<string> {
  return (await getPatientProfile(helper)).firstName
}

/**
 * The session acts for the patient of `grantId` from now on: 'switched', with the scopes it acts
 * under; 'gone' when the grant is not the helper's or no longer live.
 */
export async function switchToGrant(
  request: Request,
  helper: SignedInPatient,
  grantId: number,
): Promise<{ outcome: 'switched'; scopes: HelperScope[] } | { outcome: 'gone' }> {
  let delegated: Awaited<ReturnType<typeof actFor>>
  try {
    delegated = await actFor(helper, grantId)
  } catch (error) {
    if (error instanceof ServiceError && [403, 404].includes(error.status)) return { outcome: 'gone' }
    throw error
  }
  const { token, grant } = delegated
  const helperName = await helperNameOf(helper)
  const acting = { grantId, patientId: grant.patientId, token, shortName: grant.patientShortName, scopes: grant.scopes }
  if (!(await startActing(request, { ...acting, helperName }))) return { outcome: 'gone' }
  return { outcome: 'switched', scopes: grant.scopes }
}

/** What the banner says while the session acts for `patientName`, its words filled in here (the banner shows on every page). */
export function actingBanner(locale: Locale, patientName: string) {
  const texts = textsOf(locale, 'actingMessages')
  return { helping: fill(texts.helping, { name: patientName }), switchBack: texts.switchBack }
}

/** The session acts for its own account again. */
export const switchToSelf = (request: Request) => stopActing(request)

/**
 * A helper turns copies of a patient's visit texts on or off (/switch, docs/reminders.md): only
 * for a grant they hold now, and the services decide the rest (`see`, a verified mobile). A change
 * is in both activities, the patient's and the helper's. Answers the alert the page shows next.
 */
export async function chooseCopies(
  request: Request,
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
  await recordActivity(grant.patientId, copies ? 'helperCopiesStarted' : 'helperCopiesStopped', request)
  await recordActivity(helper.patientId, copies ? 'helpingCopiesStarted' : 'helpingCopiesStopped', request)
  return { type: 'success', message: fill(copies ? text.copiesStarted : text.copiesStopped, { name }) }
}
