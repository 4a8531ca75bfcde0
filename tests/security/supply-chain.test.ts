/**
 * A guarantee of docs/security.md: dependency install scripts run only where the install needs them.
 * npm blocks every other dependency's scripts by default; these entries say which ones run.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  allowScripts?: Record<string, boolean>
}

describe('allowScripts', () => {
  it('lets better-sqlite3 (its native build) and esbuild (its binary) run their install scripts, and nothing else', () => {
    const allowed = Object.entries(pkg.allowScripts ?? {})
      .filter(([, allow]) => allow)
      .map(([name]) => name)
    expect(allowed.sort()).toEqual(['better-sqlite3', 'esbuild'])
    // the others with install scripts in the tree are denied by name, so a blanket approval skips them
    expect(pkg.allowScripts).toMatchObject({ msw: false, protobufjs: false })
  })
})
