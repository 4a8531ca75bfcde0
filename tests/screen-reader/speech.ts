/**
 * What Orca spoke, read from its debug file (`orca --debug-file`): each utterance is a line
 * `SPEECH OUTPUT: '…'`. Before it, as Orca builds what it will say, it notes the language it asks a voice for,
 * from the page's marking (`voice requested with language='hi'`): how a run knows the portal's Hindi text is
 * asked for in Hindi. After it come the speech server's settings, with the language of the voice it used
 * (`SD rate …, language en-us`), shown in a transcript.
 */
export type Utterance = {
  text: string
  /** the languages Orca asked for while it built this utterance (from the page's lang), if any */
  requested?: string[]
  /** the language of the speech server's voice that read it */
  language?: string
}

// the text, then maybe the voice's name, then Orca's voice settings as a dict, a list of them, or None:
// {'established': False}, [{…}], None, voice=hyperlink{…}
const SPEECH = /SPEECH OUTPUT: (['"])(.*)\1\s*(?:voice=\w+\s*)?(?:\[?\{.*\}\]?|None)?\s*$/
const REQUESTED = /SPEECH GENERATOR: \w+ voice requested with language='([\w-]+)'/
/** ends Orca's building of what it will say next */
const BUILT = /SPEECH GENERATOR: Results:/
const VOICE = /^\s*SD rate .*\blanguage ([\w-]+)/

/** Reads the debug file as it grows: feed it what was appended, in any pieces. */
export class SpeechParser {
  readonly utterances: Utterance[] = []
  private partial = ''
  private voiceless = 0
  /** the languages asked for while Orca builds its next words */
  private building = new Set<string>()
  /** those of the words it built last: the utterances that follow are made of them */
  private built: string[] = []
  /** how many utterances there were when it was built */
  private saidFromBuilt = 0

  feed(chunk: string): void {
    const lines = (this.partial + chunk).split('\n')
    this.partial = lines.pop() ?? ''
    for (const raw of lines) {
      // read through a terminal (orca.ts), each line ends in \r\n
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
      const spoken = SPEECH.exec(line)
      if (spoken) {
        const text = unescapePython(spoken[2]!)
        this.utterances.push(this.built.length ? { text, requested: this.built } : { text })
        continue
      }
      const request = REQUESTED.exec(line)
      if (request) {
        // Orca builds anew: what it built before belongs to the utterances said already
        if (this.utterances.length > this.saidFromBuilt) this.built = []
        if (request[1] !== 'None') this.building.add(request[1]!)
        continue
      }
      if (BUILT.test(line)) {
        // one building may be said as several utterances ("leaving form.", "form", the field's name)
        this.built = [...this.building]
        this.building = new Set()
        this.saidFromBuilt = this.utterances.length
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
