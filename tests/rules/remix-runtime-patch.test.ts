import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const PATCH = 'patches/@remix-run+react+2.17.5.patch'

/**
 * ADR 58: the browser build leaves out Remix's single fetch and lazy route discovery (a patch of
 * @remix-run/react's browser modules). Switching either on in remix.config.js would break every
 * page at run time, so the switch fails here first, naming the patch to drop with it.
 */
describe("Remix's runtime patch", () => {
  it('is applied, and the features it leaves out stay off', async () => {
    expect(existsSync(`${root}${PATCH}`)).toBe(true)
    const { default: config } = (await import(`${root}remix.config.js`)) as {
      default: { future?: Record<string, unknown> }
    }
    const future = config.future ?? {}
    for (const flag of ['v3_singleFetch', 'v3_lazyRouteDiscovery'])
      expect(future[flag], `${flag} needs ${PATCH} removed first (ADR 58)`).not.toBe(true)
    const components = readFileSync(`${root}node_modules/@remix-run/react/dist/esm/components.js`, 'utf8')
    expect(components).not.toContain("from './single-fetch.js'")
  })
})
