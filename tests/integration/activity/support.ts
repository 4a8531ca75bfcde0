/** Helpers for the account activity's integration tests: a request from a known phone and address, and what was recorded. */
import { activityPage } from '~/areas/activity.server'
import type { ActivityKind } from '~/domain/activity/entries'
import { inScope } from '../../support/scope'

export const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
/** The address server/ puts in the request's scope, as it puts it in the load context. */
export const ADDRESS = '203.0.113.77'
export const REQUEST_ID = 'activity-test-request'

/** The request as a phone sends it: its user agent set. */
export function fromPhone(request: Request): Request {
  request.headers.set('User-Agent', PHONE)
  return request
}

/** Runs `fn` as server/ runs a request: inside its scope, with the client's address. */
export const inRequest = <T>(fn: () => Promise<T>, clientAddress = ADDRESS) =>
  inScope({ requestId: REQUEST_ID, clientAddress }, fn)

/** The kinds recorded for a patient, newest first (the first page of every kind). */
export async function kindsOf(patientId: number): Promise<ActivityKind[]> {
  return (await activityPage(patientId, null, null)).entries.map((e) => e.kind)
}
