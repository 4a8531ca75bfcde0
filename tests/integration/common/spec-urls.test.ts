import { describe, expect, it } from 'vitest'
import { loader as confirm } from '~/routes/confirm'
import { loader as home } from '~/routes/home'
import { loader as loginTemplate } from '~/routes/LLoginTemplate'
import { loader as subHeader } from '~/routes/subHeader'
import { loader as videoOpen } from '~/routes/VideoOpen'
import { locationOf } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'

// docs/rules/common.md#screens names these URLs; each leads to its screen with the query kept
describe("the hospital's other URLs", () => {
  it.each([
    ['/home', home, '/myappointments'],
    ['/subHeader', subHeader, '/myappointments'],
    ['/confirm', confirm, '/confirmation'],
    ['/VideoOpen', videoOpen, '/Video'],
    ['/LLoginTemplate', loginTemplate, '/signin'],
  ])('%s leads to %s, query kept', async (from, loader, to) => {
    const bare = await run(loader, get(from))
    expect(bare.status).toBe(302)
    expect(locationOf(bare)).toBe(to)
    const query = '?appointmentId=3&x=a%20b'
    expect(locationOf(await run(loader, get(`${from}${query}`)))).toBe(`${to}${query}`)
  })
})
