/** A portal process of a spec's own, run as in production (scripts/portal-process.ts) with its own settings, on OWN_PORTAL_PORT. */
import { spawn, type ChildProcess } from 'node:child_process'
import { expect } from '@playwright/test'
import { PORTAL_PROCESS_ENV, portalNodeArgs } from '../../../scripts/portal-process.ts'
import { OWN_PORTAL_PORT } from '../ports.ts'

export const OWN_PORTAL_URL = `http://127.0.0.1:${OWN_PORTAL_PORT}`

export function startPortal(env: Record<string, string>): { process: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, portalNodeArgs(), {
    env: { ...process.env, ...PORTAL_PROCESS_ENV, NODE_ENV: 'production', PORT: String(OWN_PORTAL_PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  return { process: child, output: () => output }
}

/** Waits for the portal's readiness; fails at once if its process has already exited (a busy port). */
export async function ready(url: string, child: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before it was ready`)
        return (await fetch(`${url}/readyz`).catch(() => null))?.status
      },
      { timeout: 20_000 },
    )
    .toBe(200)
}
