/**
 * Starts the built portal in production mode (its process as in production, scripts/portal-process.ts) in front of a fresh stand-in (each in its own process, data in a
 * temp folder), for the measuring scripts (growth, journey). `stop()` ends both and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PORTAL_PROCESS_ENV, portalNodeArgs } from './portal-process.ts'

export type RunningPortal = {
  url: string
  /** the portal's own store (PORTAL_DATA_DIR), for the administrator's commands */
  dataDir: string
  /** the portal's process, to read its CPU time and memory */
  pid: number
  stop(): Promise<void>
}

export async function startPortal({
  port,
  standInPort,
  seed = 'demo',
  nodeArgs = [],
}: {
  port: number
  standInPort: number
  /** the stand-in's STANDIN_SEED */
  seed?: string
  /** Node's own options for the portal's process (a CPU profile, say) */
  nodeArgs?: string[]
}): Promise<RunningPortal> {
  const dir = mkdtempSync(join(tmpdir(), `portal-${seed}-`))
  const dataDir = join(dir, 'portal')
  const standIn = start(['--import', 'tsx', 'backend/main.ts'], {
    STANDIN_PORT: String(standInPort),
    STANDIN_DATA_DIR: join(dir, 'standin'),
    STANDIN_SEED: seed,
    // reminders' links lead to this portal; no sweep on its own clock while a measurement or a journey runs
    STANDIN_PORTAL_URL: `http://127.0.0.1:${port}`,
    STANDIN_REMINDER_SWEEP_SECONDS: '0',
  })
  const portal = start(portalNodeArgs(nodeArgs), {
    ...PORTAL_PROCESS_ENV,
    NODE_ENV: 'production',
    PORT: String(port),
    // production requires the address patients use (docs/configuration.md); here it is the local one
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SERVICES_URL: `http://127.0.0.1:${standInPort}`,
    SESSION_SECRET: 'measuring-scripts-session-secret-0123456789',
    PORTAL_DATA_DIR: dataDir,
    SIGNIN_RATE_LIMIT: '1000',
  })
  const stop = async () => {
    await stopChild(portal)
    await stopChild(standIn)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // the stand-in answers once its seed is written (about a second at 100x)
    await waitFor(`http://127.0.0.1:${standInPort}/dev/outbox`)
    await waitFor(`http://127.0.0.1:${port}/healthz`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, dataDir, pid: portal.pid!, stop }
}

/** The stand-in runs from its source through tsx, the portal compiled (ADR 84). */
function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function waitFor(url: string) {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within a minute`)
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
