/**
 * The programs a screen-reader run needs, from Debian's packages (.ci/run installs them when missing). One
 * missing is an error with the command that installs it, never a silent pass.
 */
import { accessSync, constants } from 'node:fs'
import { join } from 'node:path'

/** Each program, the Debian package it comes from, and where it is when not on PATH. */
export const SCREEN_READER_TOOLS = [
  { program: 'orca', pkg: 'orca', dirs: ['/usr/bin'] },
  { program: 'Xvfb', pkg: 'xvfb', dirs: ['/usr/bin'] },
  { program: 'xdotool', pkg: 'xdotool', dirs: ['/usr/bin'] },
  { program: 'dbus-daemon', pkg: 'dbus-x11', dirs: ['/usr/bin'] },
  { program: 'at-spi-bus-launcher', pkg: 'at-spi2-core', dirs: ['/usr/libexec', '/usr/lib/at-spi2-core'] },
  { program: 'gsettings', pkg: 'at-spi2-core', dirs: ['/usr/bin'] },
  { program: 'speech-dispatcher', pkg: 'speech-dispatcher speech-dispatcher-espeak-ng', dirs: ['/usr/bin'] },
  { program: 'espeak-ng', pkg: 'espeak-ng', dirs: ['/usr/bin'] },
  { program: 'pulseaudio', pkg: 'pulseaudio', dirs: ['/usr/bin'] },
  // gives Orca a terminal, so its debug file is written a line at a time (orca.ts)
  { program: 'script', pkg: 'bsdutils', dirs: ['/usr/bin'] },
] as const

/** The Debian packages .ci/run installs for the screen-reader run (python3-speechd: Orca's speech client). */
export const SCREEN_READER_PACKAGES =
  'orca xvfb xdotool dbus-x11 at-spi2-core speech-dispatcher speech-dispatcher-espeak-ng espeak-ng python3-speechd pulseaudio'

export type Tool = (typeof SCREEN_READER_TOOLS)[number]['program']

/** Where each program is, or the programs that are missing. */
export function findTools(
  path = process.env.PATH ?? '',
): { found: Record<Tool, string> } | { missing: (typeof SCREEN_READER_TOOLS)[number][] } {
  const found = {} as Record<Tool, string>
  const missing = []
  for (const tool of SCREEN_READER_TOOLS) {
    const file = [...path.split(':').filter(Boolean), ...tool.dirs]
      .map((dir) => join(dir, tool.program))
      .find(isExecutable)
    if (file) found[tool.program] = file
    else missing.push(tool)
  }
  return missing.length > 0 ? { missing } : { found }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** What to tell a developer who lacks some of the programs. */
export function installHint(missing: readonly { program: string; pkg: string }[]): string {
  return [
    `screen-reader: ${missing.map((t) => t.program).join(', ')} not found.`,
    'Install the screen reader and its virtual desktop, then run again:',
    `  apt-get update && apt-get install -y --no-install-recommends ${SCREEN_READER_PACKAGES}     (Debian/Ubuntu; .ci/run does this)`,
  ].join('\n')
}
