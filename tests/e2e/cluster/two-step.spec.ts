/**
 * Two-step sign-in on two instances sharing one Redis (docs/two-step.md): the mobile code turned
 * on through one instance, the second step started on it and finished on the other, whose pending
 * session, code sent and methods are the same records in the shared store. The administrator's
 * reset, on the same Redis, leaves kiran as the other journeys expect.
 */
import { outbox } from '../../support/outbox.ts'
import { resetTwoStep } from '../../support/two-step-reset.ts'
import {
  checkA11y,
  CLUSTER_PORTAL_URLS,
  CLUSTER_REDIS_PORT,
  CLUSTER_STANDIN_URL,
  expect,
  signIn,
  test,
} from '../fixtures.ts'
import { signOut } from '../support/sign-out.ts'

const [ONE, TWO] = CLUSTER_PORTAL_URLS as [string, string]

test.afterEach(() => resetTwoStep(5, { REDIS_URL: `redis://127.0.0.1:${CLUSTER_REDIS_PORT}` }))

test('a second step started on one instance is finished on the other', async ({ page }) => {
  const lastCode = async () =>
    (await outbox((path) => page.request.get(`${CLUSTER_STANDIN_URL}${path}`)).last({ to: '+919876500005' })).code!
  await signIn(page, 'kiran', 'Kiran@2026', { at: ONE })
  await checkA11y(page)
  await page.goto(`${ONE}/security`)
  await checkA11y(page)
  await page.getByLabel('Your password', { exact: true }).fill('Kiran@2026')
  await page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }).click()
  // the outbox is read once the page says the code went, not while it is being sent
  await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
  await page.getByLabel('Code from the text message', { exact: true }).fill(await lastCode())
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible()
  await checkA11y(page)
  await signOut(page)

  expect(await signIn(page, 'kiran', 'Kiran@2026')).toBe('/signin/second-step')
  expect(new URL(page.url()).origin).toBe(ONE)
  await checkA11y(page)
  await page.getByRole('button', { name: 'Send a code to your mobile ending in 005' }).click()
  await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()

  await page.goto(`${TWO}/signin/second-step`)
  await expect(page.getByText(/^We sent a code to your mobile number ending in 005\./)).toBeVisible()
  await checkA11y(page)
  await page.getByLabel('Code from the text message', { exact: true }).fill(await lastCode())
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`${TWO}/myappointments`)
  await checkA11y(page)
})
