import { describe, expect, it } from 'vitest'
import { loader } from '~/routes-shared/screen-redirect'
import { locationOf } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'

// docs/rules/common.md#screens names these URLs; each leads to its screen with the query kept
describe("the hospital's other URLs", () => {
  it.each([
    ['/home', '/myappointments'],
    ['/subHeader', '/myappointments'],
    ['/confirm', '/confirmation'],
    ['/VideoOpen', '/Video'],
    ['/LLoginTemplate', '/signin'],
  ])('%s leads to %s, query kept', async (from, to) => {
    const bare = await run(loader, get(from))
    expect(bare.status).toBe(302)
    expect(locationOf(bare)).toBe(to)
    const query = '?appointmentId=3&x=a%20b'
    expect(locationOf(await run(loader, get(`${from}${query}`)))).toBe(`${to}${query}`)
  })
})
