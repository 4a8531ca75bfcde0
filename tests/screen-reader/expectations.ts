/**
 * What a step must and must not make Orca say, checked against the step's transcript. Each expectation may say
 * why it matters, so a failure names the rule a patient loses, not only the missing words.
 */
import type { Utterance } from './speech.ts'

export type Phrase = string | RegExp
export type Because = { phrase: Phrase; because: string }
type Said = Phrase | Because

export type StepExpectations = {
  /** heard at least once */
  hear?: Said[]
  /** heard exactly once (an error, a page's title) */
  once?: Said[]
  /** never heard (words run together, a browser's own message) */
  never?: Said[]
  /** utterances matching this (a card's heading) all differ: none sounds like another */
  distinct?: { phrase: RegExp; because: string }
  /** the language of the voice that reads text in this script (Devanagari: 'hi') */
  voice?: { script: RegExp; language: string }
}

/** The transcript as one text, an utterance a line: what the checks search and what a failure prints. */
export function transcriptText(utterances: readonly Utterance[]): string {
  return utterances
    .map((u) => (u.language && !u.language.startsWith('en') ? `${u.text}  [${u.language}]` : u.text))
    .join('\n')
}

/** The failures of one step: an empty list when it passed. */
export function check(utterances: readonly Utterance[], expected: StepExpectations): string[] {
  const text = utterances.map((u) => u.text).join('\n')
  const failures: string[] = []
  for (const said of expected.hear ?? []) {
    const { phrase, because } = parts(said)
    if (count(text, phrase) === 0) failures.push(`expected to hear ${show(phrase)}${why(because)}: not heard`)
  }
  for (const said of expected.once ?? []) {
    const { phrase, because } = parts(said)
    const times = count(text, phrase)
    if (times !== 1) failures.push(`expected to hear ${show(phrase)} once${why(because)}: heard ${times} times`)
  }
  for (const said of expected.never ?? []) {
    const { phrase, because } = parts(said)
    const times = count(text, phrase)
    if (times > 0) failures.push(`must not hear ${show(phrase)}${why(because)}: heard ${times} times`)
  }
  if (expected.distinct) {
    const { phrase, because } = expected.distinct
    const matching = utterances.map((u) => u.text).filter((t) => phrase.test(t))
    for (const twice of new Set(matching.filter((t, i) => matching.indexOf(t) !== i))) {
      failures.push(`heard "${twice}" more than once (${because})`)
    }
  }
  if (expected.voice) {
    const { script, language } = expected.voice
    const inScript = utterances.filter((u) => script.test(u.text))
    if (inScript.length === 0) failures.push(`expected to hear text in ${script}: none heard`)
    for (const u of inScript.filter((u) => !u.language?.startsWith(language))) {
      failures.push(`"${u.text}" was read with the ${u.language ?? 'unknown'} voice, not ${language}`)
    }
  }
  return failures
}

/** Whether every phrase a step expects to hear has been heard (a step waits for them, within its budget). */
export function allHeard(utterances: readonly Utterance[], expected: StepExpectations): boolean {
  const text = utterances.map((u) => u.text).join('\n')
  return [...(expected.hear ?? []), ...(expected.once ?? [])].every((said) => count(text, parts(said).phrase) > 0)
}

export function count(text: string, phrase: Phrase): number {
  if (typeof phrase === 'string') return text.split(phrase).length - 1
  return [...text.matchAll(new RegExp(phrase.source, phrase.flags.includes('g') ? phrase.flags : `${phrase.flags}g`))]
    .length
}

function parts(said: Said): Because | { phrase: Phrase; because?: undefined } {
  return typeof said === 'string' || said instanceof RegExp ? { phrase: said } : said
}

const show = (phrase: Phrase) => (typeof phrase === 'string' ? `"${phrase}"` : String(phrase))
const why = (because: string | undefined) => (because ? ` (${because})` : '')
