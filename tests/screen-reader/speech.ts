/**
 * What Orca spoke, read from its debug file (`orca --debug-file`): each utterance is a line
 * `SPEECH OUTPUT: '…'`, and the speech server's settings that follow it name the language of the voice
 * that read it (`SD rate …, language hi`): how a run knows Hindi was read as Hindi.
 */
export type Utterance = { text: string; language?: string }

// the text, then Orca's voice settings as a dict, or a list of them: {'established': False} or [{…}]
const SPEECH = /SPEECH OUTPUT: (['"])(.*)\1\s*(?:\[?\{.*\}\]?)?\s*$/
const VOICE = /^\s*SD rate .*\blanguage ([\w-]+)/

/** Reads the debug file as it grows: feed it what was appended, in any pieces. */
export class SpeechParser {
  readonly utterances: Utterance[] = []
  private partial = ''
  private voiceless = 0

  feed(chunk: string): void {
    const lines = (this.partial + chunk).split('\n')
    this.partial = lines.pop() ?? ''
    for (const raw of lines) {
      // read through a terminal (orca.ts), each line ends in \r\n
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
      const spoken = SPEECH.exec(line)
      if (spoken) {
        this.utterances.push({ text: unescapePython(spoken[2]!) })
        continue
      }
      const voice = VOICE.exec(line)
      if (voice) {
        // the settings belong to every utterance since the last ones that had theirs
        for (; this.voiceless < this.utterances.length; this.voiceless++) {
          this.utterances[this.voiceless]!.language = voice[1]
        }
      }
    }
  }
}

/** Orca writes the text as Python's repr: a quote, a backslash or a newline comes escaped. */
function unescapePython(text: string): string {
  return text.replace(/\\(['"\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c))
}

/** What Orca says when it echoes a key the patient pressed ("tab ", "return ", "a "): not what the page says. */
export function isKeyEcho({ text }: Utterance): boolean {
  return /^\S+ $/.test(text)
}
