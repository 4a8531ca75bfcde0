/** Helpers for the helpers' integration tests: the /helpers form as a browser posts it, and its kept values. */
import { action as helpersAction, loader as helpersLoader } from '~/routes/_app.helpers/route'
import { standIn } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'

export const ASHA = { username: 'asha', password: 'Asha@2026' }
export const KIRAN = { username: 'kiran', password: 'Kiran@2026' }
/** kiran's mobile as the seed holds it, as the patient types it. */
export const KIRAN_MOBILE = '9876500005'

/** A complete invitation of kiran, as the form sends it; `change` replaces or removes (undefined) fields. */
export function invitation(change: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    intent: 'invite',
    helperName: 'Kiran',
    contact: KIRAN_MOBILE,
    relationship: 'son',
    scopes: ['see', 'book'],
    end: '6m',
    endDate: '',
    ...change,
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | string[]
  >
}

export const sendForm = (cookie: string, fields: Record<string, string | string[]>) =>
  run(helpersAction, post('/helpers', fields, cookie))

export async function helpersPage(cookie: string) {
  return readLoaderData<typeof helpersLoader>(await run(helpersLoader, get('/helpers', cookie)))
}

/** asha invites kiran (the form as `invitation` fills it): the invitation's token, from the SMS the stand-in sent. */
export async function ashaInvitesKiran(asha: string, change: Record<string, string | string[] | undefined> = {}) {
  const response = await sendForm(asha, invitation(change))
  if (response.status !== 302) throw new Error(`the invitation was refused: ${await response.text()}`)
  const { code, body } = await standIn.outbox.last({ to: KIRAN_MOBILE, channel: 'SMS' })
  return { response, token: code ?? '', body }
}
