import { describe, expect, it } from 'vitest'
import { loader as activityLoader } from '~/routes/_app.activity'
import { action as switchAction, loader as switchLoader } from '~/routes/_app.switch'
import { standIn } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { inRequest, kindsOf } from '../activity/support'
import { helpersPage } from '../helpers/support'
import { ASHA_ID, KIRAN_ID, kiranActingForAsha, kiranHelpsAsha } from './support'

/**
 * A helper's copies of the patient's visit reminders (docs/reminders.md#a-helpers-copies): the
 * helper chooses them on /switch beside each patient whose appointments they may see, and the
 * patient's /helpers list says so.
 */

const choose = (cookie: string, grantId: number, on: boolean) =>
  inRequest(() =>
    run(switchAction, post('/switch', { intent: on ? 'copies-on' : 'copies-off', grant: String(grantId) }, cookie)),
  )
const switchPage = async (cookie: string) =>
  readLoaderData<typeof switchLoader>(await run(switchLoader, get('/switch', cookie)))
const activityWords = async (cookie: string) =>
  (await readLoaderData<typeof activityLoader>(await run(activityLoader, get('/activity', cookie)))).rows.map(
    (r) => r.what,
  )
const ashasRow = async () => (await helpersPage(await signIn('asha', 'Asha@2026'))).rows![0]!

describe('reminder copies', () => {
  it("are the helper's choice on /switch, and the patient's list says the helper gets them", async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['see'])
    expect((await switchPage(cookie)).grants).toMatchObject([{ id: grantId, copies: false }])
    expect((await ashasRow()).reminderCopies).toBeNull()

    const on = await choose(cookie, grantId, true)
    expect(on).toRedirectTo('/switch')
    await expect(on).toShowAlert({
      type: 'success',
      message: "You will get copies of Asha V.'s visit reminders by SMS on your mobile. They carry no link.",
    })
    expect((await switchPage(cookie)).grants).toMatchObject([{ id: grantId, copies: true }])
    expect((await ashasRow()).reminderCopies).toBe('Gets reminder copies by SMS')

    const off = await choose(cookie, grantId, false)
    await expect(off).toShowAlert({
      type: 'success',
      message: "You will no longer get copies of Asha V.'s visit reminders.",
    })
    expect((await ashasRow()).reminderCopies).toBeNull()
  })

  it("turned on and off are entries of both activities, the patient's and the helper's", async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['see'])
    await choose(cookie, grantId, true)
    await choose(cookie, grantId, false)
    expect((await activityWords(await signIn('asha', 'Asha@2026'))).slice(1, 3)).toEqual([
      'Helper stopped getting copies of your visit reminders',
      'Helper started getting copies of your visit reminders',
    ])
    expect((await activityWords(cookie)).slice(0, 2)).toEqual([
      "You stopped getting copies of another patient's visit reminders",
      "You started getting copies of another patient's visit reminders",
    ])
  })

  it('refused by the services are in neither activity', async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['book'])
    await choose(cookie, grantId, true)
    expect(await kindsOf(ASHA_ID)).not.toContain('helperCopiesStarted')
    expect(await kindsOf(KIRAN_ID)).not.toContain('helpingCopiesStarted')
  })

  it('can be chosen while acting for the patient: /switch is always the account itself', async () => {
    const { cookie, grantId } = await kiranActingForAsha(['see', 'book'])
    await expect(await choose(cookie, grantId, true)).toShowAlert({
      type: 'success',
      message: "You will get copies of Asha V.'s visit reminders by SMS on your mobile. They carry no link.",
    })
    expect((await ashasRow()).reminderCopies).toBe('Gets reminder copies by SMS')
  })

  it('are not offered without see, and a post for them says why', async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['book'])
    expect((await switchPage(cookie)).grants).toMatchObject([{ id: grantId, copies: null }])
    await expect(await choose(cookie, grantId, true)).toShowAlert({
      type: 'error',
      message: "Reminder copies need permission to see Asha V.'s appointments.",
    })
    expect((await ashasRow()).reminderCopies).toBeNull()
  })

  it('need a verified mobile of the helper', async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['see'])
    standIn.db().prepare('UPDATE patients SET verification_status = NULL WHERE id = ?').run(KIRAN_ID)
    await expect(await choose(cookie, grantId, true)).toShowAlert({
      type: 'error',
      message: 'Reminder copies go to a verified mobile number. Verify your mobile number in your profile first.',
    })
  })

  it("refuse a grant that is not the helper's", async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['see'])
    await expect(await choose(cookie, grantId + 100, true)).toShowAlert({
      type: 'error',
      message: 'That help has ended. Choose another account.',
    })
  })
})
