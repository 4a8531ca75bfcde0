import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes } from '@remix-run/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { appDir, remixConfig, root, routeManifest } from './route-manifest'

/**
 * remix.config.js's URL table is where a newcomer finds every URL that is not a screen named after
 * it (ADR 85). Each of its URLs must lead somewhere: the route Remix's router picks for it (as the
 * request metrics' route-ids.ts does) is the row's own, and its module exists.
 */
type Manifest = Awaited<ReturnType<typeof routeManifest>>
type Tree = Parameters<typeof matchRoutes>[0][number]

let manifest: Manifest
let table: Awaited<ReturnType<typeof remixConfig>>['urlTable']
beforeAll(async () => {
  manifest = await routeManifest()
  table = (await remixConfig()).urlTable
})

/** The route id and module file Remix's router runs for a pathname, or null (the 404 splat included). */
function resolve(pathname: string): { id: string; file: string } | null {
  const all = Object.values(manifest)
  const tree = (parentId: string | undefined): Tree[] =>
    all
      .filter((r) => r.parentId === parentId && r.id !== 'root')
      .map(({ id, path, index }) => (index ? { id, path, index: true } : { id, path, children: tree(id) }))
  const leaf = matchRoutes([{ id: 'root', path: '', children: tree('root') }], pathname)?.at(-1)?.route
  if (!leaf?.id || leaf.id === 'routes/$' || leaf.id === 'root') return null
  return { id: leaf.id, file: manifest[leaf.id]!.file }
}

/** A table path as a URL: `resources/chat/:appointmentId` → `/resources/chat/7`. */
const urlOf = (tablePath: string) => `/${tablePath.replace(/:[^/]+/g, '7')}`

/** Every row as [url, the module file under app/ that must answer it]. */
function rows(): [string, string][] {
  return [
    ...Object.keys(table.staticPages).map((p): [string, string] => [urlOf(p), 'routes-shared/static-page.tsx']),
    ...Object.keys(table.redirects).map((p): [string, string] => [urlOf(p), 'routes-shared/screen-redirect.ts']),
    ...Object.entries(table.profileAliases).map(([p, file]): [string, string] => [urlOf(p), `routes/${file}`]),
    ...Object.entries(table.resources).map(([p, file]): [string, string] => [urlOf(p), `routes/${file}`]),
  ]
}

describe("remix.config.js's URL table", () => {
  it('leads every URL to its own module, which exists', () => {
    const wrong = rows().flatMap(([url, file]) => {
      const found = resolve(url)
      if (!existsSync(path.join(appDir, file))) return [`${url}: app/${file} does not exist`]
      if (found?.file !== file)
        return [`${url}: runs ${found ? `app/${found.file}` : 'no route (a 404)'}, not app/${file}`]
      return []
    })
    expect(wrong).toEqual([])
  })

  it('sends each old URL to a screen that exists', () => {
    const wrong = Object.entries(table.redirects).flatMap(([from, to]) =>
      resolve(to) ? [] : [`/${from} leads to ${to}, which no route answers`],
    )
    expect(wrong).toEqual([])
  })

  it('names static pages the hospital has a page for', () => {
    const missing = Object.keys(table.staticPages).filter(
      (p) => !existsSync(path.join(root, 'content/pages', `${p}.html`)),
    )
    expect(missing, 'static pages without content/pages/<path>.html').toEqual([])
  })

  it('registers every resource endpoint of app/routes/, and only those end in .resource.ts', () => {
    const files = readdirSync(path.join(appDir, 'routes')).filter((f) => f.endsWith('.resource.ts'))
    const registered = new Set([...Object.values(table.resources), ...Object.values(table.profileAliases)])
    expect(
      files.filter((f) => !registered.has(f)),
      '*.resource.ts files the table does not register',
    ).toEqual([])
    const notResources = Object.entries(table.resources).filter(([, file]) => !file.endsWith('.resource.ts'))
    expect(notResources, 'table resources whose file does not end in .resource.ts').toEqual([])
  })

  it('resolves nothing for a URL it does not have (the check itself)', () => {
    expect(resolve('/NoSuchPage')).toBeNull()
    expect(resolve('/resources/nothing-here')).toBeNull()
    expect(resolve('/Legal')).toEqual({ id: 'routes/Legal', file: 'routes-shared/static-page.tsx' })
    expect(resolve('/myappointments')?.file).toBe('routes/_app.myappointments.tsx')
  })
})
