/**
 * The portal's whole build as the compiler makes it, from the route manifest
 * (tests/rules/route-manifest.ts): every route module, the root and entry.server, nested as Remix
 * nests them. Its assets are names only: the pages render, their scripts are never fetched.
 */
import type { ServerBuild } from '@remix-run/node'
import { routeManifest } from '../rules/route-manifest'

type Module = Record<string, unknown>
export type AppRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: Module }

export async function appRoutes(): Promise<AppRoute[]> {
  const manifest = await routeManifest()
  return Promise.all(
    Object.values(manifest).map(async ({ id, parentId, path, index, file }) => {
      const module = (await import(/* @vite-ignore */ `~/${file.replace(/\.tsx?$/, '')}`)) as Module
      return { id, parentId: id === 'root' ? undefined : parentId, path, index, module }
    }),
  )
}

/** A route's whole path pattern: its own joined to its parents'. */
export function fullPath(routes: readonly AppRoute[], route: AppRoute): string {
  const parent = routes.find((r) => r.id === route.parentId)
  const own = route.path ?? ''
  const above = parent ? fullPath(routes, parent) : ''
  return [above, own].filter(Boolean).join('/')
}

export async function appBuild(): Promise<{ build: ServerBuild; routes: AppRoute[] }> {
  const routes = await appRoutes()
  const entry = (await import('~/entry.server')) as Module
  const asset = (r: AppRoute) => ({
    id: r.id,
    parentId: r.parentId,
    path: r.path,
    index: r.index,
    module: `/build/${r.id}.js`,
    hasLoader: 'loader' in r.module,
    hasAction: 'action' in r.module,
    hasErrorBoundary: 'ErrorBoundary' in r.module,
    hasClientLoader: false,
    hasClientAction: false,
  })
  const build = {
    mode: 'production',
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((r) => [r.id, r])),
    assets: {
      entry: { module: '/build/entry.client.js', imports: [] },
      routes: Object.fromEntries(routes.map((r) => [r.id, asset(r)])),
      url: '/build/manifest.js',
      version: 'test',
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild
  return { build, routes }
}
