/**
 * Orca, the screen reader, with its speech written to a debug file, and the log of what it said. Orca sometimes
 * starts without a voice (the speech server not ready in time): it is started again, up to a few times, until
 * it says it is on.
 */
import { closeSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Desktop } from './desktop.ts'
import { HarnessError, sleep, startGroup, stopGroup, stopStragglers } from './processes.ts'
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
  voice,
}: {
  desktop: Desktop
  dir: string
  tools: Record<Tool, string>
  /** names its debug files: orca-<name>-<attempt>.debug */
  name: string
  /** the language of the voice the patient chose in Orca's preferences ('hi'); the locale's (English) if none */
  voice?: string
}): Promise<Orca> {
  const prefs = voice ? [`--user-prefs=${preferences(join(dir, `orca-prefs-${name}`), voice)}`] : []
  for (let attempt = 1; attempt <= STARTS; attempt++) {
    const debugFile = join(dir, `orca-${name}-${attempt}.debug`)
    // Orca writes its debug file through Python's buffer, in 8 KB blocks: the last words of a step could wait
    // there for seconds. Written to a terminal, Python flushes each line, so Orca runs in one (script), and
    // script copies the terminal to the file as it comes (-f).
    const env = { ...desktop.env, SHELL: '/bin/sh', SCREEN_READER_ORCA: debugFile }
    const orca = startGroup(
      `orca-${name}-${attempt}`,
      tools.script,
      ['-q', '-f', '-e', '-c', `exec ${tools.orca} --replace ${prefs.join(' ')} --debug-file=/dev/tty`, debugFile],
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
  throw new HarnessError(`Orca did not speak after ${STARTS} starts (its logs: ${dir})`)
}

/**
 * Orca's preferences with the default voice in `language`, as a patient sets it in Orca's Voice settings: Orca
 * then asks the speech server for that language, and espeak-ng reads with its voice for it (a word in Latin
 * letters still by its English rules). Orca fills in every other setting with its defaults. Answers the folder.
 */
function preferences(folder: string, language: string): string {
  mkdirSync(folder, { recursive: true })
  const family = { name: null, lang: language, dialect: '', variant: null }
  // Orca's own voices, the default one in `language`
  const voices = {
    default: { established: true, family },
    uppercase: { 'average-pitch': 7.0 },
    hyperlink: { established: false },
    system: { established: false },
  }
  const profile = { profile: ['Default', 'default'], voices }
  writeFileSync(
    join(folder, 'user-settings.conf'),
    JSON.stringify({ general: {}, profiles: { default: profile }, pronunciations: {}, keybindings: {} }),
  )
  return folder
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
