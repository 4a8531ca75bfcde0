import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appDir, routeManifest } from '../rules/route-manifest.ts'
import { NOT_SWEPT, SCREENS } from './sweep-screens.ts'

/** The manifest's routes that draw a page: a module with a default export, not a pathless layout or the root. */
async function pages() {
  const manifest = await routeManifest()
  return Object.values(manifest)
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index))
    .filter((route) => /^export default /m.test(readFileSync(path.join(appDir, route.file), 'utf8')))
    .map((route) => route.id)
}

describe('the accessibility sweep', () => {
  it('opens every page of the route manifest, or says where an unswept one is checked', async () => {
    const swept = new Set(SCREENS.flatMap((screen) => screen.routes))
    const missed = (await pages()).filter((id) => !swept.has(id) && !(id in NOT_SWEPT))
    expect(missed).toEqual([])
  })

  it('names only routes that are pages of the manifest', async () => {
    const all = new Set(Object.keys(await routeManifest()))
    const named = [...SCREENS.flatMap((screen) => screen.routes), ...Object.keys(NOT_SWEPT)]
    expect(named.filter((id) => !all.has(id))).toEqual([])
    const drawn = new Set(await pages())
    expect(Object.keys(NOT_SWEPT).filter((id) => !drawn.has(id))).toEqual([])
  })
})
