import { beforeEach, describe, expect, it } from 'vitest'
import { loader as history } from '~/routes/_app.appointmentHistory'
import { ignoreQueryParameters, standIn } from '../../mocks/standin'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/**
 * ADR 65: the history asks the appointment service for one page (`page`, `size`, `doctor-name`), and stays
 * the same page with a service that ignores some or all of those parameters.
 */
const PAGING = ['page', 'size', 'doctor-name']
const LIST = '/appointment-service/appointments'

const historyOf = async (query: string, cookie?: string) =>
  readLoaderData<typeof history>(
    await run(history, get(`/appointmentHistory${query}`, cookie ?? (await signIn('asha', 'Asha@2026')))),
  )

describe.each([
  ['a service that pages', [] as string[]],
  ['a service without paging', PAGING],
  ['a service that pages but does not search', ['doctor-name']],
])('the history with %s', (_, ignored) => {
  let seen: URLSearchParams[]
  beforeEach(() => {
    seen = ignoreQueryParameters(LIST, ignored).seen
  })

  it('shows 10 a page, newest first, and clamps the page', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const first = await historyOf('', cookie)
    expect(first).toMatchObject({ page: 1, last: 2, total: 11, any: true })
    expect(first.rows?.map((r) => r.id).slice(0, 3)).toEqual([3, 2, 1])
    expect(first.rows).toHaveLength(10)
    expect(await historyOf('?page=99', cookie)).toMatchObject({ page: 2, last: 2, total: 11 })
    expect((await historyOf('?page=2', cookie)).rows).toHaveLength(1)
  })

  it('searches the shown doctor name, and knows a patient with appointments that match none', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const found = await historyOf('?q=mehta&page=2', cookie)
    expect(found).toMatchObject({ page: 1, last: 1, total: 4 })
    expect(found.rows?.every((r) => r.doctor === 'Dr. Arjun Mehta')).toBe(true)
    expect(await historyOf('?q=nobody', cookie)).toMatchObject({ rows: [], total: 0, any: true })
  })

  it('knows a patient without appointments', async () => {
    const kiran = await signIn('kiran', 'Kiran@2026')
    standIn.db().prepare('UPDATE appointments SET patient_id = 2 WHERE patient_id = 5').run()
    expect(await historyOf('?q=x', kiran)).toMatchObject({ rows: [], any: false, total: 0 })
  })

  it('asks for one page of 10', async () => {
    await historyOf('?page=2&q=dr')
    expect(Object.fromEntries(seen[0]!)).toMatchObject({ page: '2', size: '10', 'doctor-name': 'dr' })
  })
})
