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
  /** heard once or not at all (what may be over before it is said: a small document's loading) */
  atMostOnce?: Said[]
  /** never heard (words run together, a browser's own message) */
  never?: Said[]
  /** utterances matching this (a card's heading) all differ: none sounds like another */
  distinct?: { phrase: RegExp; because: string }
  /**
   * the language Orca asks for to read text in this script (Devanagari: 'hi'), from the page's marking; text Orca
   * asks no language for (a page's title, read as the document's name) is not held to it
   */
  language?: { script: RegExp; language: string }
}

/**
 * The transcript as one text, an utterance a line: what the checks search and what a failure prints. A language
 * other than English is marked: the one Orca asked for, and the speech server's voice when it is not English.
 */
export function transcriptText(utterances: readonly Utterance[]): string {
  return utterances
    .map((u) => {
      const asked = u.requested?.filter((l) => !l.startsWith('en')) ?? []
      const marks = [
        ...(asked.length ? [`asked ${asked.join(', ')}`] : []),
        ...(u.language && !u.language.startsWith('en') ? [`voice ${u.language}`] : []),
      ]
      return marks.length ? `${u.text}  [${marks.join('; ')}]` : u.text
    })
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
  for (const said of expected.atMostOnce ?? []) {
    const { phrase, because } = parts(said)
    const times = count(text, phrase)
    if (times > 1) failures.push(`expected to hear ${show(phrase)} once at most${why(because)}: heard ${times} times`)
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
  if (expected.language) {
    const { script, language } = expected.language
    const inScript = utterances.filter((u) => script.test(u.text))
    const asked = inScript.filter((u) => u.requested?.length)
    if (inScript.length === 0) failures.push(`expected to hear text in ${script}: none heard`)
    else if (asked.length === 0) failures.push(`Orca asked for no language for the text in ${script}`)
    for (const u of asked.filter((u) => !u.requested!.some((l) => l === language || l.startsWith(`${language}-`)))) {
      failures.push(`"${u.text}": Orca asked for ${u.requested!.join(', ')}, not ${language}`)
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
