import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appDir } from './route-manifest'

/**
 * Modules a newcomer can read in one sitting (ADR 85): a route module (a file of app/routes/, a
 * route folder's route.tsx and its server modules and hooks, app/routes-shared/) is at most 250
 * lines; a component (app/ui/, and the pieces of a page beside its route.tsx) at most 150. A longer
 * one is split by what it does: a route's parsing, service calls and answer; a component's parts.
 */
const ROUTE_MODULE_LINES = 250
const COMPONENT_LINES = 150

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const linesOf = (file: string) => readFileSync(path.join(appDir, file), 'utf8').trimEnd().split('\n').length

/** Every module of a folder of app/, one level of subfolders deep, with its path under app/. */
function modules(folder: string): string[] {
  return readdirSync(path.join(appDir, folder), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? readdirSync(path.join(appDir, folder, e.name)).map((f) => `${folder}/${e.name}/${f}`)
      : [`${folder}/${e.name}`],
  )
}

/** A page's own component beside its route.tsx, or a shared one: a .tsx that is not a route module. */
const isComponent = (file: string) =>
  file.endsWith('.tsx') && (file.startsWith('ui/') || (file.split('/').length === 3 && !file.endsWith('/route.tsx')))

/** The modules over their limit, as "app/<file>: N lines (limit L)". */
function overLimit(files: string[], lines: (file: string) => number = linesOf): string[] {
  return files.flatMap((file) => {
    const limit = isComponent(file) ? COMPONENT_LINES : ROUTE_MODULE_LINES
    const count = lines(file)
    return count > limit ? [`app/${file}: ${count} lines (limit ${limit}); split it by what it does`] : []
  })
}

describe('module size', () => {
  const files = [...modules('routes'), ...modules('routes-shared'), ...modules('ui')].filter(
    (f) => /\.tsx?$/.test(f) && !isTest(f),
  )

  it('keeps route modules to 250 lines and components to 150', () => {
    expect(files.length).toBeGreaterThan(80)
    expect(overLimit(files)).toEqual([])
  })

  it('names the file, its length and its limit (the check itself)', () => {
    const lengths: Record<string, number> = {
      'routes/_app.slots.tsx': 251,
      'routes/_app.confirmation/confirmation.server.ts': 250,
      'routes/_app.confirmation/booking-summary.tsx': 151,
      'routes/_app.confirmation/route.tsx': 200,
      'ui/field.tsx': 151,
    }
    expect(overLimit(Object.keys(lengths), (f) => lengths[f]!)).toEqual([
      'app/routes/_app.slots.tsx: 251 lines (limit 250); split it by what it does',
      'app/routes/_app.confirmation/booking-summary.tsx: 151 lines (limit 150); split it by what it does',
      'app/ui/field.tsx: 151 lines (limit 150); split it by what it does',
    ])
  })
})
