import { createHmac } from 'node:crypto'
import { auditEntry } from '~/areas/activity/audit-lines.server'
import { invitingPatientOf } from '~/areas/guest-call.server'
import { normalUsername } from '~/areas/identity.server'
import { coarseAddress } from '~/domain/account/coarse-address'
import { describeDevice, knownDeviceWords } from '~/domain/account/device'
import {
  activityRetention,
  inFilter,
  isActivityKind,
  isAttempt,
  newestFirst,
  type ActivityDevice,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityKind,
} from '~/domain/activity/entries'
import { clampPage, pageOf } from '~/domain/common/paging'
import { getEnv } from '~/utils/env.server'
import { log } from '~/utils/observability/log.server'
import { metrics } from '~/utils/observability/metrics.server'
import { scopeOf, type RequestScope } from '~/utils/observability/request-context.server'
import { getStore, inStore } from '~/utils/shared-store/index.server'

/**
 * The patient's account activity (docs/activity.md, ADR 89): each action, once it has succeeded,
 * becomes an entry in a bounded list of the shared store, keyed by the patient id of the session,
 * and an audit line in the portal's log. Recording is never the action's business: a store that
 * fails or is slow costs the patient at most WRITE_WAIT_MS, and the failure is logged and counted.
 */
export type { ActivityKind } from '~/domain/activity/entries'

/** How long an action waits for its entry: a fast store is awaited (the page then shows it), a slow one is left to finish alone. */
const WRITE_WAIT_MS = 250
/** Failed sign-ins waiting for a username's next sign-in: enough to warn, too few to push the patient's own entries out. */
const PENDING_MAX_ENTRIES = 20
/**
 * The patient's attempts kept beside their entries (ATTEMPT_KINDS, ADR 98): enough to see that
 * someone is trying, and however many come, the patient's own entries stay.
 */
export const ATTEMPTS_MAX_ENTRIES = 100

const activityKey = (patientId: number) => `activity:${patientId}`
const attemptsKey = (patientId: number) => `activity-attempts:${patientId}`
const pendingKey = (usernameKey: string) => `activity-failed-sign-ins:${usernameKey}`

function retention() {
  const env = getEnv()
  return activityRetention(env.ACTIVITY_MAX_ENTRIES, env.ACTIVITY_MAX_DAYS)
}

/** Where an entry of `kind` is kept, and how many that list holds: an attempt in the attempts' own list. */
function listOf(patientId: number, kind: ActivityKind) {
  if (!isAttempt(kind)) return { key: activityKey(patientId), bound: retention() }
  return { key: attemptsKey(patientId), bound: { ...retention(), maxEntries: ATTEMPTS_MAX_ENTRIES } }
}

function push(patientId: number, entry: ActivityEntry) {
  const { key, bound } = listOf(patientId, entry.kind)
  return getStore().pushBounded(key, entry, entry.at, bound)
}

/** The device a request came from: browser words and the coarse network, never the user agent or the address. */
function deviceOf(request: Request, scope: RequestScope | undefined): ActivityDevice {
  return { ...describeDevice(request.headers.get('User-Agent')), place: coarseAddress(scope?.clientAddress) }
}

/**
 * A username as the store and the log may hold it: keyed by the session secret, so the key names
 * no one and a list of usernames can't be tried against it.
 */
function usernameKey(username: string) {
  return createHmac('sha256', getEnv().SESSION_SECRET).update(normalUsername(username)).digest('base64url').slice(0, 22)
}

/** Runs a write, waits for it at most WRITE_WAIT_MS; a failure, however late, is logged and counted, never thrown. */
async function unhurried(kind: ActivityKind, scope: RequestScope | undefined, write: () => Promise<unknown>) {
  const requestId = scope?.requestId
  const done = Promise.resolve()
    .then(write)
    .then(
      () => undefined,
      (error: unknown) => {
        metrics().activityFailed.inc()
        const err = error instanceof Error ? error.message : String(error)
        log().error({ event: 'activity-not-recorded', kind, requestId, err }, 'account activity not recorded')
      },
    )
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WRITE_WAIT_MS)
    timer.unref()
  })
  await Promise.race([done, waited])
  clearTimeout(timer)
}

/**
 * Records that `kind` happened on the patient's account, from the request's device. Call it once
 * the action has succeeded; it never throws.
 */
export async function recordActivity(
  patientId: number,
  kind: ActivityKind,
  request: Request,
  detail: Pick<ActivityEntry, 'count'> = {},
): Promise<void> {
  const scope = scopeOf(request)
  const entry: ActivityEntry = { at: Date.now(), kind, device: deviceOf(request, scope), ...detail }
  auditEntry(kind, { patientId }, entry.device, scope)
  const actor = scope?.actor
  if (!actor || actor.helperId === patientId) return unhurried(kind, scope, () => push(patientId, entry))
  // a helper did it for the patient: both lists say so, each from its own side
  await unhurried(kind, scope, () =>
    Promise.all([
      push(patientId, { ...entry, by: actor.helperName }),
      push(actor.helperId, { ...entry, for: actor.patientName }),
    ]),
  )
}

/**
 * What the hospital did to the patient's account with an administrator's command (no browser,
 * no request): recorded in full before the command ends, so a failure is the administrator's to see.
 */
export async function recordHospitalActivity(patientId: number, kind: Extract<ActivityKind, 'twoStepReset'>) {
  const entry: ActivityEntry = { at: Date.now(), kind, device: { browser: null, system: null, place: null } }
  auditEntry(kind, { patientId }, entry.device, undefined)
  await push(patientId, entry)
}

/**
 * A guest's step (verified, joined), recorded for the patient who invited them,
 * from the guest's device. A consultation the portal saw no invitation for records nothing: the
 * guest learns nothing either way.
 */
export async function recordGuestActivity(
  consultationId: number,
  kind: Extract<ActivityKind, 'guestVerified' | 'guestJoined'>,
  request: Request,
): Promise<void> {
  const scope = scopeOf(request)
  const entry: ActivityEntry = { at: Date.now(), kind, device: deviceOf(request, scope) }
  await unhurried(kind, scope, async () => {
    const patientId = await invitingPatientOf(consultationId)
    if (patientId === null) return
    auditEntry(kind, { patientId, consultationId }, entry.device, scope)
    await push(patientId, entry)
  })
}

/**
 * A sign-in the services refused gives only a username, and the portal must not learn or reveal
 * whether it is a patient's (ADR 76): the attempt waits under the username's key and joins the
 * patient's activity at their next sign-in (recordSignIn).
 */
export async function recordFailedSignIn(username: string, request: Request): Promise<void> {
  const key = usernameKey(username)
  const scope = scopeOf(request)
  const entry: ActivityEntry = { at: Date.now(), kind: 'signInFailed', device: deviceOf(request, scope) }
  auditEntry('signInFailed', { usernameKey: key }, entry.device, scope)
  const bound = { ...retention(), maxEntries: PENDING_MAX_ENTRIES }
  await unhurried('signInFailed', scope, () => getStore().pushBounded(pendingKey(key), entry, entry.at, bound))
}

/**
 * A sign-in (`signInPasswordOnly` while the second step is still to pass), and the failed attempts
 * that waited under its username (recordFailedSignIn): they join the patient's activity at their
 * own times.
 */
export async function recordSignIn(
  patientId: number,
  username: string,
  request: Request,
  kind: Extract<ActivityKind, 'signIn' | 'signInPasswordOnly'>,
): Promise<void> {
  await recordActivity(patientId, kind, request)
  const key = pendingKey(usernameKey(username))
  await unhurried('signInFailed', scopeOf(request), async () => {
    const store = getStore()
    const { maxAgeMs } = retention()
    const { values } = await store.readBounded<ActivityEntry>(key, { maxAgeMs, offset: 0, limit: PENDING_MAX_ENTRIES })
    if (values.length === 0) return
    await store.delete(key)
    for (const entry of values.reverse()) await push(patientId, entry)
  })
}

/**
 * One page of the patient's own activity, newest first, of the kinds `filter` names (all: null): the
 * entries and the attempts beside them (at most ACTIVITY_MAX_ENTRIES and ATTEMPTS_MAX_ENTRIES), read
 * whole and sifted here. A browser's name the parser doesn't know is shown as unknown, also in
 * entries kept before that rule.
 */
export async function activityPage(patientId: number, filter: ActivityFilter | null, requested: string | null) {
  const { maxEntries, maxAgeMs } = retention()
  return inStore(async (store) => {
    const read = (key: string, limit: number) =>
      store.readBounded<ActivityEntry>(key, { maxAgeMs, offset: 0, limit }).then((list) => list.values)
    const [entries, attempts] = await Promise.all([
      read(activityKey(patientId), maxEntries),
      read(attemptsKey(patientId), ATTEMPTS_MAX_ENTRIES),
    ])
    const all = newestFirst(entries, attempts)
    // an entry of a kind this version does not know (a newer instance wrote it, in a rolling deploy) is left out
    const shown = all.filter((e) => isActivityKind(e.kind) && inFilter(e, filter))
    const { page, last } = clampPage(requested, shown.length)
    const entriesShown = pageOf(shown, page).map((e) => ({ ...e, device: knownDeviceWords(e.device) }))
    return { entries: entriesShown, page, last, any: all.length > 0 }
  })
}
