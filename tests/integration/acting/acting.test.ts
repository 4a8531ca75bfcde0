import { afterEach, describe, expect, it, vi } from 'vitest'
import { helpingChanged } from '~/areas/acting.server'
import { activityPage } from '~/areas/activity.server'
import { loader as frame } from '~/routes/_app'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { loader as dashboard } from '~/routes/_app.myappointments'
import { action as cancelAction } from '~/routes/_app.myappointments.$appointmentId.cancel'
import { loader as switchLoader } from '~/routes/_app.switch'
import { getAppointment, listAppointments } from '~/services/appointment/list.server'
import { endHelperGrant } from '~/services/patient/helpers.server'
import { log } from '~/utils/observability/log.server'
import { sessionUnder, updateSessionById } from '~/utils/session/record.server'
import { sessionIdOf } from '~/utils/session/session-cookie.server'
import { injectFault } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { inRequest, REQUEST_ID } from '../activity/support'
import { ASHA_ID, ASHA_NAMES, KIRAN_ID, kiranActingForAsha, kiranHelpsAsha, signedIn, switchTo } from './support'

/**
 * A helper acting for a patient (docs/helpers.md): kiran switches to asha, sees and changes only
 * what her grant allows, with the patient's id from the session alone, checked against the live
 * grant on every request.
 */
afterEach(() => vi.restoreAllMocks())

const frameOf = async (cookie: string, path = '/myappointments') =>
  readLoaderData<typeof frame>(await inRequest(() => run(frame, get(path, cookie))))

const cancel = (cookie: string, id: number, more: Record<string, string> = {}) =>
  inRequest(() =>
    run(cancelAction, post(`/myappointments/${id}/cancel`, { reason: 'Feeling better', ...more }, cookie), {
      params: { appointmentId: String(id) },
    }),
  )

async function sessionOf(cookie: string) {
  const id = (await sessionIdOf(get('/', cookie)))!
  return { id, data: (await sessionUnder(id))! }
}

describe('switching', () => {
  it('lists Me and each grant; choosing one acts for the patient, with her appointments and a banner', async () => {
    const { cookie, grantId } = await kiranActingForAsha(['see', 'book'])
    const choices = await readLoaderData<typeof switchLoader>(await run(switchLoader, get('/switch', cookie)))
    expect(choices.current).toBe(grantId)
    expect(choices.grants).toEqual([
      {
        id: grantId,
        name: 'Asha V.',
        hint: expect.stringMatching(/^You can: see appointments, book and change\. Until /),
        copies: false,
      },
    ])

    const framed = await frameOf(cookie)
    expect(framed.acting).toEqual({
      helping: 'You are helping Asha V.',
      switchBack: 'Switch back',
    })
    expect(framed.menu).toEqual({ scopes: ['see', 'book'], canSwitch: true, bell: true })
    const asha = await signedIn('asha', 'Asha@2026')
    const shown = await readLoaderData<typeof dashboard>(
      await inRequest(() => run(dashboard, get('/myappointments', cookie))),
    )
    expect(shown.appointments?.length).toBeGreaterThan(0)
    for (const row of shown.appointments ?? []) expect((await getAppointment(asha, row.id)).patient?.id).toBe(ASHA_ID)

    expect(await switchTo(cookie, 'me')).toRedirectTo('/myappointments')
    expect((await frameOf(cookie)).acting).toBeNull()
    expect((await sessionOf(cookie)).data.acting).toBeUndefined()
  })

  it("keeps the session's start: switching never makes a session live longer", async () => {
    const { cookie, grantId } = await kiranHelpsAsha(['see'])
    const before = (await sessionOf(cookie)).data
    await switchTo(cookie, grantId)
    const after = (await sessionOf(cookie)).data
    expect([after.createdAt, after.lastSeen]).toEqual([before.createdAt, before.lastSeen])
    expect(after.acting).toMatchObject({ grantId, patientId: ASHA_ID, shortName: 'Asha V.', helperName: 'Kiran' })
  })

  it("refuses a grant that is not the account's, and one already ended, and stays itself", async () => {
    const { cookie, grantId, asha } = await kiranHelpsAsha(['see'])
    expect(await switchTo(cookie, grantId + 100)).toShowAlert({
      type: 'error',
      message: 'That help has ended. Choose another account.',
    })
    await endHelperGrant(asha, grantId)
    expect(await switchTo(cookie, grantId)).toRedirectTo('/switch')
    expect((await sessionOf(cookie)).data.acting).toBeUndefined()
  })

  it('offers Switch account in the menu only to an account that helps someone', async () => {
    const before = await signIn('kiran', 'Kiran@2026')
    expect((await frameOf(before)).menu).toEqual({ scopes: null, canSwitch: false, bell: true })
    const { cookie } = await kiranHelpsAsha(['see'])
    // accepting an invitation says the account's grants changed
    await helpingChanged(KIRAN_ID)
    expect((await frameOf(cookie)).menu).toEqual({ scopes: null, canSwitch: true, bell: true })
  })
})

describe('the live grant, on every request', () => {
  it("ended between two requests: the next is the helper's own account with a notice, and a form posted after it changes nothing", async () => {
    const { cookie, grantId, asha } = await kiranActingForAsha(['see', 'book'])
    await endHelperGrant(asha, grantId)
    const posted = await cancel(cookie, 3)
    expect(posted).toRedirectTo('/myappointments')
    await expect(posted).toShowAlert({
      type: 'info',
      message: 'Your help for Asha V. has ended. You are back in your own account.',
    })
    expect((await getAppointment(asha, 3)).status).not.toMatch(/cancel/i)
    expect((await sessionOf(cookie)).data.acting).toBeUndefined()
    expect((await frameOf(cookie)).acting).toBeNull()
  })

  it("a service that can't say whether the grant holds: 503, nothing of the patient, and the acting kept for the next try", async () => {
    const { cookie, grantId } = await kiranActingForAsha(['see'])
    injectFault({
      method: 'get',
      path: `/patient-service/patients/${KIRAN_ID}/helping/${grantId}`,
      kind: 'server-error',
    })
    const answer = await inRequest(() => run(history, get('/appointmentHistory', cookie)))
    expect(answer.status).toBe(503)
    expect(await answer.text()).toBe('')
    expect((await sessionOf(cookie)).data.acting).toMatchObject({ grantId })
  })

  it("past the delegated token's end: the acting ends as when the grant ends, with an audit line", async () => {
    const warn = vi.spyOn(log(), 'warn')
    const { cookie, grantId } = await kiranActingForAsha(['see'])
    const { id } = await sessionOf(cookie)
    const claims = {
      user_id: ASHA_ID,
      hospital_id: 1,
      login_status: 'NEXT_LOGIN',
      temporary_password: 'NO',
      exp: Math.floor(Date.now() / 1000) - 1,
    }
    const expired = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`
    await updateSessionById(id, (data) => ({ ...data, acting: { ...data.acting!, token: expired } }))
    expect(await inRequest(() => run(history, get('/appointmentHistory', cookie)))).toRedirectTo('/myappointments')
    expect((await sessionOf(cookie)).data.acting).toBeUndefined()
    expect(warn.mock.calls.map(([line]) => line)).toContainEqual({
      audit: true,
      event: 'helper-grant-ended',
      requestId: REQUEST_ID,
      patientId: ASHA_ID,
      actorId: KIRAN_ID,
      grantId,
      method: 'GET',
      path: '/appointmentHistory',
    })
  })
})

describe('outside the scopes', () => {
  it('a page answers 403 "Helpers can\'t use this page" with nothing of the patient, and an audit line', async () => {
    const warn = vi.spyOn(log(), 'warn')
    const { cookie, grantId } = await kiranActingForAsha(['book'])
    const refused = await inRequest(() => run(history, get('/appointmentHistory', cookie)))
    expect(refused.status).toBe(403)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const body = await refused.text()
    expect(JSON.parse(body)).toEqual({
      refusal: {
        title: "Helpers can't use this page",
        text: 'This page is for the patient alone. Switch back to your own account to use it.',
      },
    })
    for (const name of ASHA_NAMES) expect(body).not.toContain(name)
    expect(warn.mock.calls.map(([line]) => line)).toContainEqual(
      expect.objectContaining({
        audit: true,
        event: 'helper-outside-scope',
        actorId: KIRAN_ID,
        grantId,
        path: '/appointmentHistory',
      }),
    )
  })

  it('a post changes nothing', async () => {
    const { cookie, asha } = await kiranActingForAsha(['see'])
    expect((await cancel(cookie, 3)).status).toBe(403)
    expect((await getAppointment(asha, 3)).status).not.toMatch(/cancel/i)
  })

  it("another patient's appointment id, and their patient id in the form, change nothing and leave an audit line", async () => {
    const warn = vi.spyOn(log(), 'warn')
    const { cookie } = await kiranActingForAsha(['see', 'book'])
    const meena = await signedIn('meena', 'Meena@2026')
    const [theirs] = await listAppointments(meena)
    // the patient's id comes from the session only: a field naming meena is read by nothing
    const answer = await cancel(cookie, theirs!.id, { patientId: '3' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ error: 'You are not allowed to access this appointment' })
    expect((await getAppointment(meena, theirs!.id)).status).toBe(theirs!.status)
    expect(warn.mock.calls.map(([line]) => line)).toContainEqual(
      expect.objectContaining({
        audit: true,
        event: 'foreign-appointment',
        patientId: ASHA_ID,
        actorId: KIRAN_ID,
        appointmentId: theirs!.id,
      }),
    )
  })
})

describe('who did what', () => {
  it("the patient's activity says which helper acted, the helper's own says for whom, the audit line names the helper", async () => {
    const info = vi.spyOn(log(), 'info')
    const { cookie, grantId } = await kiranActingForAsha(['see', 'book'])
    expect(await cancel(cookie, 3)).toRedirectTo('/myappointments')
    const [ashas] = (await activityPage(ASHA_ID, null, null)).entries
    expect(ashas).toMatchObject({ kind: 'appointmentCancelled', by: 'Kiran' })
    const [kirans] = (await activityPage(KIRAN_ID, null, null)).entries
    expect(kirans).toMatchObject({ kind: 'appointmentCancelled', for: 'Asha V.' })
    expect(info.mock.calls.map(([line]) => line)).toContainEqual(
      expect.objectContaining({
        audit: true,
        event: 'appointmentCancelled',
        patientId: ASHA_ID,
        actorId: KIRAN_ID,
        grantId,
      }),
    )
  })
})
