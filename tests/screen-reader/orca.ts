/**
 * Orca, the screen reader, with its speech written to a debug file, and the log of what it said. Orca sometimes
 * starts without a voice (the speech server not ready in time): it is started again, up to a few times, until
 * it says it is on.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Desktop } from './desktop.ts'
import { sleep, startGroup, stopGroup, stopStragglers } from './processes.ts'
import { SpeechParser, type Utterance } from './speech.ts'
import type { Tool } from './tools.ts'

const STARTS = 3
const FIRST_WORDS_MS = 20_000

export type Orca = { speech: SpeechLog; stop(): Promise<void> }

export async function startOrca({
  desktop,
  dir,
  tools,
  name,
}: {
  desktop: Desktop
  dir: string
  tools: Record<Tool, string>
  /** names its debug files: orca-<name>-<attempt>.debug */
  name: string
}): Promise<Orca> {
  for (let attempt = 1; attempt <= STARTS; attempt++) {
    const debugFile = join(dir, `orca-${name}-${attempt}.debug`)
    // Orca writes its debug file through Python's buffer, in 8 KB blocks: the last words of a step could wait
    // there for seconds. Written to a terminal, Python flushes each line, so Orca runs in one (script), and
    // script copies the terminal to the file as it comes (-f).
    const env = { ...desktop.env, SHELL: '/bin/sh', SCREEN_READER_ORCA: debugFile }
    const orca = startGroup(
      `orca-${name}-${attempt}`,
      tools.script,
      ['-q', '-f', '-e', '-c', `exec ${tools.orca} --replace --debug-file=/dev/tty`, debugFile],
      // script also copies the terminal to its own output: the file is enough
      { env, logDir: dir, output: false },
    )
    const speech = new SpeechLog(debugFile)
    const on = await speech.waitUntil((said) => said.some((u) => u.text.startsWith('Screen reader on')), FIRST_WORDS_MS)
    // script puts Orca in a session of its own, and Orca's speech server leaves it too: both carry the variable
    const stop = async () => {
      await stopGroup(orca)
      stopStragglers(`SCREEN_READER_ORCA=${debugFile}`)
    }
    if (on) return { speech, stop }
    console.warn(`screen-reader: Orca said nothing within ${FIRST_WORDS_MS / 1000} s (start ${attempt} of ${STARTS})`)
    await stop()
  }
  throw new Error(`screen-reader: Orca did not speak after ${STARTS} starts (its logs: ${dir})`)
}

/** Everything Orca said since it started, read from its debug file as it grows. */
export class SpeechLog {
  private readonly parser = new SpeechParser()
  private offset = 0
  /** when the last new utterance was read (this process's clock) */
  lastSpokeAt = Date.now()

  constructor(private readonly file: string) {}

  /** The utterances so far (reads what was appended since the last call). */
  read(): readonly Utterance[] {
    const before = this.parser.utterances.length
    let size: number
    try {
      size = statSync(this.file).size
    } catch {
      return this.parser.utterances
    }
    if (size > this.offset) {
      const fd = openSync(this.file, 'r')
      try {
        const buffer = Buffer.alloc(size - this.offset)
        readSync(fd, buffer, 0, buffer.length, this.offset)
        this.offset = size
        this.parser.feed(buffer.toString('utf8'))
      } finally {
        closeSync(fd)
      }
    }
    if (this.parser.utterances.length > before) this.lastSpokeAt = Date.now()
    return this.parser.utterances
  }

  /** Waits until `done` holds for what was said, up to `ms`; answers whether it did. */
  async waitUntil(done: (said: readonly Utterance[]) => boolean, ms: number): Promise<boolean> {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (done(this.read())) return true
      await sleep(100)
    }
    return done(this.read())
  }
}
