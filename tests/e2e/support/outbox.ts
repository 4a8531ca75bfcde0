/** The stand-in's outbox (tests/support/outbox.ts) read over HTTP from an e2e test. */
import type { Page } from '@playwright/test'
import { outbox } from '../../support/outbox.ts'
import { STANDIN_URL } from '../ports.ts'

/** What the stand-in "sent": `await outboxOf(page).last({ to: 'ravi@example.com' })`. */
export function outboxOf(page: Page) {
  return outbox((path) => page.request.get(`${STANDIN_URL}${path}`))
}
