/**
 * A helper acting for a patient on two instances sharing one Redis (docs/helpers.md): the acting
 * chosen on one instance is the session's, so the other shows the banner too; the grant ended at
 * the services stops the helper on the next request, whichever instance it reaches, and on the
 * other after it.
 */
import { readClaims } from '~/domain/identity/claims'
import { login } from '~/services/patient/account.server'
import { endHelperGrant, inviteHelper } from '~/services/patient/helpers.server'
import { acceptInvitation } from '~/services/patient/helping.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { outbox } from '../../support/outbox.ts'
import { CLUSTER_PORTAL_URLS, CLUSTER_STANDIN_URL, expect, resetStandIn, test } from '../fixtures.ts'
import { signInAs } from '../support/session.ts'

const [ONE, TWO] = CLUSTER_PORTAL_URLS as [string, string]

/** A seeded patient's own caller, from the services' login (signInAs has set this process's settings). */
async function caller(username: string, password: string): Promise<SignedInPatient> {
  const token = await login({ username, password }, undefined)
  return { ...readClaims(token)!, token }
}

test('a grant ended while the helper acts stops them on either instance', async ({ page }) => {
  await resetStandIn(page)
  await signInAs(page, 'kiran')
  const asha = await caller('asha', 'Asha@2026')
  const grant = await inviteHelper(asha, {
    helperName: 'Kiran Rao',
    mobile: '9876500005',
    relationship: 'son',
    scopes: ['see', 'book'],
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  })
  const { code } = await outbox((path) => page.request.get(`${CLUSTER_STANDIN_URL}${path}`)).last({
    to: '9876500005',
  })
  await acceptInvitation(await caller('kiran', 'Kiran@2026'), code!, 1990)

  const banner = page.getByRole('region', { name: 'You are helping Asha V.' })
  await page.goto(`${ONE}/switch`)
  await page.getByRole('button', { name: 'Use as Asha V.' }).click()
  await expect(banner).toBeVisible()
  // the menu offers what seeing and booking open, never the patient's profile or password, and the way back
  const menu = (name: string) => page.locator('#site-menu a', { hasText: name })
  for (const [name, shown] of [
    ['Dashboard', 1],
    ['Appointment History', 1],
    ['Switch account', 1],
    ['Profile', 0],
    ['Change Password', 0],
  ] as const)
    await expect(menu(name)).toHaveCount(shown)
  await page.goto(`${TWO}/appointmentHistory`)
  await expect(banner).toBeVisible()

  await endHelperGrant(asha, grant.id)
  await page.goto(`${TWO}/appointmentHistory`)
  await expect(page).toHaveURL(`${TWO}/myappointments`)
  await expect(page.getByText('Your help for Asha V. has ended. You are back in your own account.')).toBeVisible()
  await expect(banner).toHaveCount(0)
  await page.goto(`${ONE}/appointmentHistory`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toHaveCount(0)
})
