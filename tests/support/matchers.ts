/**
 * Matchers for what a loader or action answered, registered by tests/setup/matchers.ts:
 *
 *   expect(response).toRedirectTo('/signin')                     // status 302 and that Location
 *   expect(response).toRedirectTo(/^\/SuccessPage\?appointmentId=\d+$/)
 *   await expect(response).toShowAlert({ type: 'error', message: 'Session expired. Login again' })
 *   await expect(response).toShowAlert({ message: /^Password Reset/ })   // a part of it
 *   await expect(response).not.toShowAlert()                     // no alert at all
 *
 * toShowAlert follows the response to the next page the way a browser does (its Location, with
 * the cookies it sets) and reads the alert the root loader shows there (tests/support/alert.ts).
 */
import { expect, type MatcherState } from 'vitest'
import type { Alert } from '~/domain/common/alert'
import { alertAfter } from './alert'

type Outcome = { pass: boolean; message: () => string; actual?: unknown; expected?: unknown }

export type ExpectedRedirect = { status?: number }

/** The alert expected on the next page; a key left out may be anything, a RegExp matches the message. */
export type ExpectedAlert = { type?: Alert['type']; message?: string | RegExp }

export type ExpectedAlertOptions = {
  /** the cookies the browser held before the response (the response's own are merged over them) */
  cookie?: string
}

declare module 'vitest' {
  // the augmentation must repeat vitest's own signature, type parameter and default included
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> {
    /** The response redirects (status 302 unless `status` says otherwise) to exactly this Location, or one matching the RegExp. */
    toRedirectTo(location: string | RegExp, options?: ExpectedRedirect): void
    /** The next page shows this alert (or, without `expected`, any alert). Await it. */
    toShowAlert(expected?: ExpectedAlert, options?: ExpectedAlertOptions): Promise<void>
  }
}

function notAResponse(this: MatcherState, matcher: string, received: unknown): Outcome {
  return {
    // a non-Response never satisfies the matcher, and `.not` must not turn that into a pass
    pass: this.isNot,
    message: () => `${matcher}: expected a Response, received ${this.utils.printReceived(received)}`,
  }
}

function matchesText(actual: string | null, expected: string | RegExp): boolean {
  if (actual === null) return false
  if (typeof expected === 'string') return actual === expected
  expected.lastIndex = 0
  return expected.test(actual)
}

export const responseMatchers = {
  toRedirectTo(
    this: MatcherState,
    received: unknown,
    location: string | RegExp,
    { status = 302 }: ExpectedRedirect = {},
  ): Outcome {
    if (!(received instanceof Response)) return notAResponse.call(this, 'toRedirectTo', received)
    const actual = { status: received.status, location: received.headers.get('Location') }
    const pass = actual.status === status && matchesText(actual.location, location)
    const { printExpected, printReceived } = this.utils
    return {
      pass,
      message: () =>
        `expected the response ${this.isNot ? 'not ' : ''}to redirect (${status}) to ${printExpected(location)}\n` +
        `it answered ${printReceived(actual.status)} with Location ${printReceived(actual.location)}`,
      actual,
      expected: { status, location },
    }
  },

  async toShowAlert(
    this: MatcherState,
    received: unknown,
    expected?: ExpectedAlert,
    { cookie = '' }: ExpectedAlertOptions = {},
  ): Promise<Outcome> {
    if (!(received instanceof Response)) return notAResponse.call(this, 'toShowAlert', received)
    const alert = await alertAfter(received, cookie)
    const wanted = expected && {
      type: expected.type ?? expect.any(String),
      message:
        expected.message === undefined
          ? expect.any(String)
          : typeof expected.message === 'string'
            ? expected.message
            : expect.stringMatching(expected.message),
    }
    const pass = alert !== null && (wanted === undefined || this.equals(alert, wanted))
    const { printExpected, printReceived } = this.utils
    const where = received.headers.get('Location') ?? '/'
    return {
      pass,
      message: () =>
        `expected the next page (${where}) ${this.isNot ? 'not ' : ''}to show ` +
        `${expected ? `the alert ${printExpected(expected)}` : 'an alert'}\n` +
        `it shows ${printReceived(alert)}` +
        (received.headers.getSetCookie().length === 0 ? ' (the response set no cookie)' : ''),
      actual: alert,
      expected: wanted,
    }
  },
}
