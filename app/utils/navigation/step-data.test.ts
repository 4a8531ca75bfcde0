import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchData, prefetchedOrServer } from '~/utils/navigation/step-data'

const ORIGIN = 'http://portal.test'

/** The clientLoader's arguments for a navigation to `path`; `serverLoader` answers 'from the server'. */
function navigation(path: string) {
  const serverLoader = vi.fn(async () => 'from the server')
  const args = {
    request: new Request(`${ORIGIN}${path}`),
    params: {},
    serverLoader,
  } as unknown as ClientLoaderFunctionArgs
  return { args, serverLoader }
}

describe('the next step data asked for ahead (ADR 68)', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.stubGlobal('window', { location: { href: `${ORIGIN}/careCategories` } })
    fetchMock = vi.fn(async () => Response.json({ doctors: ['from ahead'] }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("asks for the route's data and the navigation takes it instead of asking the server, once", async () => {
    prefetchData('routes/_app.selectDoctor', '/selectDoctor?careServiceId=2')
    const asked = new URL(fetchMock.mock.calls[0]![0] as URL)
    expect(asked.pathname + asked.search).toBe('/selectDoctor?careServiceId=2&_data=routes%2F_app.selectDoctor')

    const first = navigation('/selectDoctor?careServiceId=2')
    await expect(prefetchedOrServer(first.args)).resolves.toEqual({ doctors: ['from ahead'] })
    expect(first.serverLoader).not.toHaveBeenCalled()
    // used once: coming back to it asks the server as usual
    const again = navigation('/selectDoctor?careServiceId=2')
    await expect(prefetchedOrServer(again.args)).resolves.toBe('from the server')
  })

  it('does not serve another page its data', async () => {
    prefetchData('routes/_app.selectDoctor', '/selectDoctor?careServiceId=1')
    const other = navigation('/selectDoctor?careServiceId=2')
    await expect(prefetchedOrServer(other.args)).resolves.toBe('from the server')
  })

  it.each([
    [
      'a redirect (session expired)',
      () => new Response(null, { status: 204, headers: { 'X-Remix-Redirect': '/signin' } }),
    ],
    ['a thrown response', () => Response.json({ message: 'no' }, { status: 404, headers: { 'X-Remix-Catch': 'yes' } })],
    ['an error', () => Response.json({ message: 'boom' }, { status: 500, headers: { 'X-Remix-Error': 'yes' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks the server when the answer ahead was %s', async (_, answer) => {
    fetchMock.mockImplementation(async () => answer())
    prefetchData('routes/_app.careCategories', '/careCategories?x=1')
    const { args, serverLoader } = navigation('/careCategories?x=1')
    await expect(prefetchedOrServer(args)).resolves.toBe('from the server')
    expect(serverLoader).toHaveBeenCalledOnce()
  })

  it('asks the server when the answer ahead is older than 30 s, and asks ahead again then', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z'), toFake: ['Date'] })
    prefetchData('routes/_app.careCategories', '/careCategories?y=1')
    prefetchData('routes/_app.careCategories', '/careCategories?y=1')
    expect(fetchMock).toHaveBeenCalledOnce()
    vi.setSystemTime(new Date('2026-11-24T08:00:31Z'))
    const { args, serverLoader } = navigation('/careCategories?y=1')
    await expect(prefetchedOrServer(args)).resolves.toBe('from the server')
    expect(serverLoader).toHaveBeenCalledOnce()
    prefetchData('routes/_app.careCategories', '/careCategories?y=2')
    vi.setSystemTime(new Date('2026-11-24T08:01:10Z'))
    prefetchData('routes/_app.careCategories', '/careCategories?y=2')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})
