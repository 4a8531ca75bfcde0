import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AppConfig } from '@remix-run/dev'
import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js'
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const appDir = path.join(root, 'app')

type ConfigRoute = { id: string; parentId?: string; path?: string; index?: boolean; file: string }
type Config = AppConfig & { routes: NonNullable<AppConfig['routes']> }

/** remix.config.js as the compiler reads it: the config and its URL table. */
export async function remixConfig() {
  return (await import(
    pathToFileURL(path.join(root, 'remix.config.js')).href
  )) as typeof import('../../remix.config.js')
}

/** The routes of the files Remix's flat-route convention finds in `dir`, with the config's ignores. */
export function flatRouteManifest(dir: string, ignoredRouteFiles: string[]): Record<string, ConfigRoute> {
  return flatRoutes(dir, ignoredRouteFiles)
}

/**
 * The route manifest the compiler builds (its own merge, in @remix-run/dev's readConfig): the root,
 * the flat routes of app/routes/, then the rows of remix.config.js's table, by id.
 */
export async function routeManifest(): Promise<Record<string, ConfigRoute>> {
  const config = (await remixConfig()).default as Config
  const routes: Record<string, ConfigRoute> = { root: { id: 'root', path: '', file: 'root.tsx' } }
  const add = (manifest: Record<string, ConfigRoute>) => {
    for (const route of Object.values(manifest)) routes[route.id] = { ...route, parentId: route.parentId || 'root' }
  }
  add(flatRouteManifest(appDir, config.ignoredRouteFiles ?? []))
  add((await config.routes(defineRoutes)) as Record<string, ConfigRoute>)
  return routes
}
