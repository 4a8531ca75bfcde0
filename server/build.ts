import { watch } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import type { ServerHooks } from '../app/entry.server.tsx'

/**
 * The Remix build as the server uses it: its routes, and the hooks its server entry exports
 * (app/utils/server-hooks.server.ts). server/ reaches the app only through these, so each app
 * module exists once in the process, in the build (docs/architecture.md).
 */
export type PortalBuild = ServerBuild & {
  entry: { module: ServerBuild['entry']['module'] & { serverHooks: ServerHooks } }
}

/** Imports the build at `file`; a `version` makes a fresh copy (development re-imports it after each rebuild). */
export async function importBuild(file: string, version?: number): Promise<PortalBuild> {
  const url = pathToFileURL(file)
  if (version !== undefined) url.searchParams.set('version', String(version))
  return (await import(url.href)) as PortalBuild
}

export function hooksOf(build: PortalBuild): ServerHooks {
  return build.entry.module.serverHooks
}

/** Hooks that call those of the build `current()` returns at each call: in development it changes. */
export function liveHooks(current: () => PortalBuild): ServerHooks {
  return new Proxy({} as ServerHooks, {
    get: (_target, name) => hooksOf(current())[name as keyof ServerHooks],
  })
}

/** How long the build file must stay still before it is read: the compiler writes it in pieces. */
export const SETTLE_MS = 100

/**
 * Calls `onChange` once the build file has changed and stayed still for SETTLE_MS (development:
 * `remix dev` rewrites it after every save). The folder is watched, not the file, because a
 * rebuild may replace the file. Returns what stops watching.
 */
export function watchBuild(file: string, onChange: () => void): () => void {
  let timer: NodeJS.Timeout | undefined
  const watcher = watch(path.dirname(file), (_event, name) => {
    if (name !== path.basename(file)) return
    clearTimeout(timer)
    timer = setTimeout(onChange, SETTLE_MS)
  })
  return () => {
    clearTimeout(timer)
    watcher.close()
  }
}
