/**
 * The alert banner after a response: the alert travels in the session cookie's flash and the root
 * loader of the next page shows it (once). `expect(response).toShowAlert(…)` (tests/support/matchers.ts)
 * is built on this.
 */
import type { Alert } from '~/domain/common/alert'
import { loader as rootLoader } from '~/root'
import { cookiesAfter } from './cookies'
import { readLoaderData } from './read-response'
import { get } from './requests'
import { run } from './run'

/**
 * Follows `response` to the page its Location names (or '/') with the cookies the browser then
 * sends (`previous`, the ones it had, with the response's merged over them), and returns the alert
 * the root loader shows there.
 */
export async function alertAfter(response: Response, previous = ''): Promise<Alert | null> {
  const next = await run(rootLoader, get(response.headers.get('Location') ?? '/', cookiesAfter(response, previous)))
  return (await readLoaderData<typeof rootLoader>(next)).alert
}
