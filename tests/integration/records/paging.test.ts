import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { ignoreQueryParameters, server, SERVICES_URL, standIn } from '../../mocks/standin'
import { restoreEnv } from '../../support/env'
import { asha, completedVisits, file, page, useBuilder } from './support'

/**
 * The portal's builder reads only what the record holds (docs/records.md#lists-that-grow): a page of
 * the newest bookings and a page of the newest completed visits with their count, never the
 * patient's whole list of appointments, and the same record from a service that does not page.
 */
afterEach(restoreEnv)

const LIST = '/appointment-service/appointments'

/** Every answer of the appointments' list: the query asked and how many appointments it sent. */
function watchTheList() {
  const answers: { query: URLSearchParams; rows: number }[] = []
  server.use(
    http.get(`${SERVICES_URL}${LIST}`, async ({ request }) => {
      const response = await standIn.app().fetch(request)
      const rows = ((await response.clone().json()) as unknown[]).length
      answers.push({ query: new URL(request.url).searchParams, rows })
      return response
    }),
  )
  return answers
}

const visitsOf = async (cookie: string, query = '') =>
  (await page(cookie, query)).record?.sections.find((s) => s.key === 'encounters')

describe("the portal's builder, for a patient with 200 completed visits", () => {
  it('asks for pages of 20, the completed ones by their state, and reads no more than the record holds', async () => {
    useBuilder('portal')
    completedVisits(200)
    const cookie = await asha()
    const answers = watchTheList()
    const visits = await visitsOf(cookie, '?pdfs')
    expect(visits?.items).toHaveLength(20)
    expect(visits?.more).toBe('The 20 most recent of 200. The others are in your appointment history.')
    await file(cookie, '?pdfs=1')
    expect(answers.length).toBeGreaterThan(0)
    for (const { query, rows } of answers) {
      expect([query.get('page'), query.get('size')]).toEqual(['1', '20'])
      expect(rows).toBeLessThanOrEqual(20)
    }
    expect(answers.filter((a) => a.query.get('status') === 'CLOSED')).toHaveLength(4)
  })

  it.each([
    ['ignores paging', ['page', 'size', 'doctor-name', 'status']],
    ['pages without the state', ['status']],
  ])('gives the same record from a service that %s', async (_, ignored) => {
    useBuilder('portal')
    completedVisits(200)
    const cookie = await asha()
    const paged = await page(cookie)
    const { seen } = ignoreQueryParameters(LIST, ignored)
    const unpaged = await page(cookie)
    expect(seen.length).toBeGreaterThan(0)
    const shown = (data: typeof paged) =>
      data.record?.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, ref: undefined })) }))
    expect(shown(unpaged)).toEqual(shown(paged))
  })
})
