import { json } from '@remix-run/node'
import { auditedActor, auditRefusal } from '~/areas/activity/audit-lines.server'
import { helperMay } from '~/domain/helpers/route-scopes'
import type { Actor } from '~/domain/helpers/scopes'
import { readClaims, type PatientClaims } from '~/domain/identity/claims'
import { grantIsLive } from '~/services/patient/helping.server'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { actingInRequest, oncePerRequest } from '~/utils/observability/request-context.server'
import { stopActing } from '~/utils/session/acting.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import type { ActingFor } from '~/utils/session/record.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The guard's part for a helper acting for a patient (docs/helpers.md, ADR 113). The patient's id
 * comes only from the session, and on every request the grant is asked again: an ended or expired
 * grant drops the acting and sends the helper to their own account with a notice, before anything
 * of the patient is read or changed. A page the helper's scopes don't open answers 403 and reads
 * nothing.
 */

/**
 * The delegated token's claims while the grant holds (the token not past its end, and the service
 * says the grant is live), else null.
 */
async function grantHolds(helper: SignedInPatient, acting: ActingFor): Promise<PatientClaims | null> {
  const claims = readClaims(acting.token)
  if (!claims || claims.patientId !== acting.patientId) return null
  if (claims.expiresAt !== undefined && claims.expiresAt <= Date.now()) return null
  try {
    return (await grantIsLive(helper, acting.grantId)) ? claims : null
  } catch (error) {
    // the service refuses an ended grant (403) or knows none (404); anything else is not an answer
    if (error instanceof ServiceError && (error.status === 403 || error.status === 404)) return null
    throw error
  }
}

/** One answer per request, however many loaders of the page ask. */
const grantHoldsNow = (helper: SignedInPatient, acting: ActingFor) =>
  oncePerRequest(helper.scope, `grant-live:${acting.grantId}`, () => grantHolds(helper, acting))

/** The plain page a helper gets where no scope lets them in: 403, nothing of the patient. */
function refusedPage(request: Request) {
  const texts = textsOf(localeOf(request), 'actingMessages')
  // an endpoint's answer too, which no page's headers cover: no cache keeps it
  const headers = { 'Cache-Control': 'no-store' }
  return json({ refusal: { title: texts.refusedTitle, text: texts.refused } }, { status: 403, headers })
}

/** The helper acting under `acting`, as the request's records name them. */
const actorOf = (helper: SignedInPatient, acting: ActingFor): Actor => ({
  helperId: helper.patientId,
  helperName: acting.helperName,
  grantId: acting.grantId,
  scopes: acting.scopes,
  patientName: acting.shortName,
})

/** Throws the 403 page where the helper's scopes don't open the request's URL and method. */
function refuseOutsideScopes(request: Request, helper: SignedInPatient, actor: Actor, patientId: number) {
  if (helperMay(new URL(request.url).pathname, request.method, actor.scopes)) return
  auditRefusal('helper-outside-scope', patientId, auditedActor(actor), { scope: helper.scope, request })
  throw refusedPage(request)
}

/**
 * The patient a helper's request acts for, with the delegated token and the helper as `actor`;
 * throws the redirect to the helper's own account once the grant has ended, or the 403 page.
 */
export async function actingPatient(
  request: Request,
  helper: SignedInPatient,
  acting: ActingFor,
): Promise<SignedInPatient> {
  let claims: PatientClaims | null
  try {
    claims = await grantHoldsNow(helper, acting)
  } catch (error) {
    // not known whether the grant holds: nothing of the patient, and the acting stays for the next try
    if (!(error instanceof ServiceError)) throw error
    throw new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
  const actor = actorOf(helper, acting)
  if (!claims) {
    await stopActing(request, acting.grantId)
    auditRefusal('helper-grant-ended', acting.patientId, auditedActor(actor), { scope: helper.scope, request })
    const message = fill(textsOf(localeOf(request), 'actingMessages').ended, { name: acting.shortName })
    throw await redirectWithAlert(request, Path.dashboard, { type: 'info', message })
  }
  refuseOutsideScopes(request, helper, actor, acting.patientId)
  actingInRequest(helper.scope, actor)
  // the helper's request: the patient's calls take its id and budget
  return { ...claims, token: acting.token, actor, scope: helper.scope }
}
