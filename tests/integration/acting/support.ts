import type { HelperScope } from '~/domain/helpers/scopes'
import { readClaims } from '~/domain/identity/claims'
import { action as switchAction } from '~/routes/_app.switch'
import { login } from '~/services/patient/account.server'
import { inviteHelper } from '~/services/patient/helpers.server'
import { acceptInvitation } from '~/services/patient/helping.server'
import type { SignedInPatient } from '~/utils/session/session.server'
import { standIn } from '../../mocks/standin'
import { post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { inRequest } from '../activity/support'

/** Helping a patient in tests: asha (patient 1, born 1990) grants kiran (patient 5) some scopes. */

export const ASHA_ID = 1
export const KIRAN_ID = 5
/** What no page refused to a helper may show of asha: her names as the stand-in holds them. */
export const ASHA_NAMES = ['Asha', 'Verma']

export async function signedIn(username: string, password: string): Promise<SignedInPatient> {
  const token = await login({ username, password }, undefined)
  return { ...readClaims(token)!, token }
}

/** A hospital day some days from now, as the invitation form sends it. */
export function dayIn(days: number) {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)
}

/** asha invites kiran with `scopes` and kiran accepts: the grant's id, asha's own caller, kiran's session cookie. */
export async function kiranHelpsAsha(scopes: HelperScope[]) {
  const asha = await signedIn('asha', 'Asha@2026')
  const grant = await inviteHelper(asha, {
    helperName: 'Kiran Rao',
    mobile: '9876500005',
    relationship: 'son',
    scopes,
    endsAt: dayIn(60),
  })
  const { code } = await standIn.outbox.last({ to: '9876500005' })
  const kiran = await signedIn('kiran', 'Kiran@2026')
  await acceptInvitation(kiran, code!, 1990)
  return { grantId: grant.id, asha, cookie: await signIn('kiran', 'Kiran@2026') }
}

/** Posts the /switch form as a browser does: 'me' or a grant's id. */
export const switchTo = (cookie: string, account: number | 'me') =>
  inRequest(() => run(switchAction, post('/switch', { intent: 'switch', account: String(account) }, cookie)))

/** kiran, signed in and acting for asha with `scopes`. */
export async function kiranActingForAsha(scopes: HelperScope[]) {
  const helped = await kiranHelpsAsha(scopes)
  const switched = await switchTo(helped.cookie, helped.grantId)
  if (switched.status !== 302) throw new Error(`switching failed with ${switched.status}`)
  return helped
}
