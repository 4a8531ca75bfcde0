import type { ActivityDevice, ActivityKind } from '~/domain/activity/entries'
import type { Actor } from '~/domain/helpers/scopes'
import { log } from '~/utils/observability/log.server'
import type { RequestScope } from '~/utils/observability/request-context.server'

/**
 * The audit lines in the portal's log (docs/activity.md#audit-lines): one per activity entry and one
 * per request refused on the patient's account, each marked `audit` for the log collector to ship.
 */

/** Who an audit line names for a helper acting for the patient (docs/helpers.md): their account and grant. */
export const auditedActor = ({ helperId, grantId }: Actor) => ({ actorId: helperId, grantId })

/** The helper acting in the request, as `auditedActor` names them; nothing when patients act for themselves. */
const actorIn = (scope: RequestScope | undefined) => (scope?.actor ? auditedActor(scope.actor) : {})

/**
 * One audit line per entry: marked `audit`, the kind, the request id and whose account, with the
 * device in words; never a name, a token, a full address or health data.
 */
export function auditEntry(
  kind: ActivityKind,
  subject: { patientId: number; consultationId?: number } | { usernameKey: string },
  { browser, system, place }: ActivityDevice,
  scope: RequestScope | undefined,
) {
  const actor = actorIn(scope)
  log().info(
    { audit: true, event: kind, requestId: scope?.requestId, ...subject, ...actor, browser, system, network: place },
    'account activity',
  )
}

/**
 * An audit line for a request the portal refused on the patient's account (docs/helpers.md): a
 * helper outside their scopes or past their grant's end, an appointment id that is not the
 * patient's. Whose account, who acted (a helper's account and grant), what was asked; no entry in
 * the activity (nothing happened), never a name.
 */
export function auditRefusal(
  event: 'helper-outside-scope' | 'helper-grant-ended' | 'foreign-appointment',
  patientId: number,
  detail: { actorId?: number; grantId?: number; appointmentId?: number },
  { scope, request }: { scope?: RequestScope; request?: Request },
) {
  const asked = request ? { method: request.method, path: new URL(request.url).pathname } : {}
  log().warn(
    { audit: true, event, requestId: scope?.requestId, patientId, ...actorIn(scope), ...detail, ...asked },
    'request refused',
  )
}
