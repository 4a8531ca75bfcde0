/**
 * The screen-reader run's programs, each started in a process group of its own and stopped by its pid, so a
 * leftover Xvfb or speech server never holds the display or the audio for the next run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Started = { name: string; child: ChildProcess }

/** Starts `command` as the leader of a new process group; its output goes to `<logDir>/<name>.log`. */
export function startGroup(
  name: string,
  command: string,
  args: string[],
  { env, logDir, output = true }: { env: Record<string, string>; logDir: string; output?: boolean },
): Started {
  const log = createWriteStream(join(logDir, `${name}.log`))
  const child = spawn(command, args, {
    env: asProcessEnv(env),
    detached: true,
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  child.on('error', (error) => log.write(`could not start ${command}: ${error.message}\n`))
  return { name, child }
}

/** SIGTERM to the group, SIGKILL after `graceMs` if its leader is still there. */
export async function stopGroup({ child }: Started, graceMs = 2_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signalGroup(child.pid, 'SIGTERM')
  const late = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)])
  if (late) {
    signalGroup(child.pid, 'SIGKILL')
    await Promise.race([exited, sleep(500)])
  }
}

/**
 * Some programs leave their group: speech-dispatcher daemonizes itself (with its voice modules) when Orca asks
 * for speech. Each of them inherits the environment of the program that started it, so a variable only this
 * run's programs carry (`NAME=value`) finds them, by pid.
 */
export function stopStragglers(variable: string): number[] {
  const marker = `${variable}\0`
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker)) found.push(pid)
    } catch {
      // gone, or not ours to read
    }
  }
  for (const pid of found) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  return found
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group is gone already
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The environment as the process API types it (this project's NodeJS.ProcessEnv requires NODE_ENV). */
export const asProcessEnv = (env: Record<string, string>) => env as unknown as NodeJS.ProcessEnv

/**
 * The harness failed, not the portal: Orca or Chromium did not start. The run walks the journey again (run.ts);
 * a failure of the portal is never walked again.
 */
export class HarnessError extends Error {}
