/**
 * The virtual desktop Orca and Chromium run in, private to one run: a session D-Bus, Xvfb, a PulseAudio null
 * sink (without an audio sink the speech server blocks Orca on its first utterance) and the AT-SPI bus. HOME and
 * XDG_RUNTIME_DIR point into the run's own folder, so nothing is shared with another run on the machine.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { asProcessEnv, sleep, startGroup, stopGroup, stopStragglers, type Started } from './processes.ts'
import type { Tool } from './tools.ts'

export type Desktop = {
  /** what every program of the run is started with */
  env: Record<string, string>
  display: string
  stop(): Promise<void>
}

export async function startDesktop({
  dir,
  tools,
  display = freeDisplay(),
}: {
  dir: string
  tools: Record<Tool, string>
  display?: number
}): Promise<Desktop> {
  const home = join(dir, 'home')
  const runtime = join(dir, 'run')
  mkdirSync(home, { recursive: true })
  mkdirSync(runtime, { recursive: true, mode: 0o700 })
  const bus = join(runtime, 'bus')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    DISPLAY: `:${display}`,
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${bus}`,
    GTK_MODULES: 'gail:atk-bridge',
    ACCESSIBILITY_ENABLED: '1',
  }
  const started: Started[] = []
  const stop = async () => {
    for (const program of started.reverse()) await stopGroup(program)
    stopStragglers(`XDG_RUNTIME_DIR=${runtime}`)
  }
  const start = (name: string, command: string, args: string[]) =>
    started.push(startGroup(name, command, args, { env, logDir: dir }))
  try {
    start('dbus', tools['dbus-daemon'], ['--session', '--nofork', `--address=unix:path=${bus}`])
    // -r: no key auto-repeat. On a loaded machine a key xdotool presses can stay down past the repeat delay, and
    // "asha" arrived as "asssha"
    start('xvfb', tools.Xvfb, [`:${display}`, '-screen', '0', '1280x900x24', '-nolisten', 'tcp', '-r'])
    start('pulseaudio', tools.pulseaudio, [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '-L',
      'module-null-sink sink_name=null',
      '-L',
      'module-native-protocol-unix',
    ])
    await waitForFile(bus, 'the session D-Bus')
    await waitForFile(`/tmp/.X11-unix/X${display}`, `Xvfb on :${display}`)
    await waitForFile(join(runtime, 'pulse', 'native'), 'the PulseAudio null sink')
    start('at-spi', tools['at-spi-bus-launcher'], ['--launch-immediately'])
    await waitFor(
      () => existsSync(join(runtime, 'at-spi')) && readdirSync(join(runtime, 'at-spi')).length > 0,
      'the AT-SPI bus',
    )
    execFileSync(tools.gsettings, ['set', 'org.gnome.desktop.interface', 'toolkit-accessibility', 'true'], {
      env: asProcessEnv(env),
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { env, display: `:${display}`, stop }
}

/** The first display from :90 up with no X server (no socket, no lock), so runs side by side don't collide. */
function freeDisplay(): number {
  for (let n = 90; n < 190; n++) {
    if (!existsSync(`/tmp/.X11-unix/X${n}`) && !existsSync(`/tmp/.X${n}-lock`)) return n
  }
  throw new Error('screen-reader: no free X display between :90 and :189')
}

async function waitForFile(file: string, what: string) {
  await waitFor(() => existsSync(file), what)
}

/** Polls `ready` for up to `ms`; past that the run fails, naming what did not come up. */
export async function waitFor(ready: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await ready()) return
    await sleep(100)
  }
  throw new Error(`screen-reader: ${what} did not come up within ${ms / 1000} s`)
}
