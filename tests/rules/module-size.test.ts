import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appDir } from './route-manifest'

/**
 * Modules a newcomer can read in one sitting (ADR 85): a module (a file of app/routes/, a route
 * folder's route.tsx and its server modules and hooks, app/routes-shared/, app/utils/,
 * app/services/, app/areas/) is at most 250 lines; a component (app/ui/, app/islands/, and the
 * pieces of a page beside its route.tsx) at most 150. A longer one is split by what it does: a
 * route's parsing, service calls and answer; a component's parts; a module by its owners.
 */
const ROUTE_MODULE_LINES = 250
const COMPONENT_LINES = 150

/**
 * Over their limit when the rule came to cover their folders, each to be split on its own; a
 * module may leave this list, never join it.
 */
const LONG_FOR_NOW: Record<string, string> = {
  'islands/call-stage.client.tsx': "the call's tiles and controls in one component",
  'islands/pdf-viewer.client.tsx': "the viewer's pages, paging and zoom in one component",
  'islands/photo-cropper.client.tsx': "the cropper's canvas, dragging and keys in one component",
}

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

/** A page's own component beside its route.tsx, a shared one or an island: a .tsx that is not a route module. */
const isComponent = (file: string) =>
  file.endsWith('.tsx') &&
  (file.startsWith('ui/') ||
    file.startsWith('islands/') ||
    (file.startsWith('routes/') && file.split('/').length === 3 && !file.endsWith('/route.tsx')))

/** The modules over their limit, as "app/<file>: N lines (limit L)". */
function overLimit(files: string[], lines: (file: string) => number = linesOf): string[] {
  return files.flatMap((file) => {
    const limit = isComponent(file) ? COMPONENT_LINES : ROUTE_MODULE_LINES
    const count = lines(file)
    return count > limit ? [`app/${file}: ${count} lines (limit ${limit}); split it by what it does`] : []
  })
}

const FOLDERS = ['routes', 'routes-shared', 'ui', 'utils', 'services', 'areas', 'islands']

describe('module size', () => {
  const files = FOLDERS.flatMap(modules).filter((f) => /\.tsx?$/.test(f) && !isTest(f))

  it('keeps modules to 250 lines and components to 150', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(overLimit(files.filter((f) => !(f in LONG_FOR_NOW)))).toEqual([])
  })

  it('names only modules still over their limit as long for now, each with why', () => {
    const named = Object.keys(LONG_FOR_NOW)
    expect(named.filter((f) => !files.includes(f))).toEqual([])
    expect(overLimit(named)).toHaveLength(named.length)
  })

  it('names the file, its length and its limit (the check itself)', () => {
    const lengths: Record<string, number> = {
      'routes/_app.slots.tsx': 251,
      'routes/_app.confirmation/confirmation.server.ts': 250,
      'routes/_app.confirmation/booking-summary.tsx': 151,
      'routes/_app.confirmation/route.tsx': 200,
      'ui/form/field.tsx': 151,
    }
    expect(overLimit(Object.keys(lengths), (f) => lengths[f]!)).toEqual([
      'app/routes/_app.slots.tsx: 251 lines (limit 250); split it by what it does',
      'app/routes/_app.confirmation/booking-summary.tsx: 151 lines (limit 150); split it by what it does',
      'app/ui/form/field.tsx: 151 lines (limit 150); split it by what it does',
    ])
  })
})
