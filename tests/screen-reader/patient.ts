/**
 * A journey's steps, as a blind patient takes them: keys pressed, then what Orca said until it fell quiet.
 * A step that expects a page waits for that page's title (not for the first thing said: "Loading. Please
 * wait." comes first) and then for two seconds without a new utterance, all within the step's time budget.
 * What was and was not heard is checked per step and recorded; a page that never arrives, or a control that
 * Tab never reaches, ends the journey (what follows would test the wrong page).
 */
import { signInToPortal } from '../../scripts/portal-session.ts'
import type { RunningPortal } from '../../scripts/run-portal.ts'
import { outbox } from '../support/outbox.ts'
import { resetTwoStep } from '../support/two-step-reset.ts'
import type { Browser } from './chromium.ts'
import { allHeard, check, count, type Phrase, type StepExpectations } from './expectations.ts'
import type { SpeechLog } from './orca.ts'
import { sleep } from './processes.ts'
import { isKeyEcho, type Utterance } from './speech.ts'

/**
 * No new utterance for this long: the step is over. Orca says what a change brings within a few hundred ms of
 * it (a heading focused 250 ms after the page is drawn, ADR 80), so a second is room for a late or repeated
 * announcement to be heard and counted.
 */
const QUIET_MS = 1_000
/** after a Tab (or H): what focus landing says, then this long without a word */
const KEY_SPEECH_MS = 5_000
const KEY_QUIET_MS = 500
/** once its page is there, how long a step waits for the words it expects before it fails */
const HEAR_MS = 8_000
const STEP_BUDGET_MS = 12_000
const PAGE_BUDGET_MS = 20_000

export type StepResult = { name: string; transcript: Utterance[]; failures: string[]; ms: number }

export type Expect = StepExpectations & {
  /** the page this step leads to, by its title: waited for, and the journey ends if it never comes */
  title?: Phrase
  /** the same for the page's address (a page that changes in place keeps its title) */
  url?: Phrase
  /** the step's time budget; a step with a title gets PAGE_BUDGET_MS */
  budgetMs?: number
}

/** Ends a journey: its page did not arrive, a control could not be reached, or Orca stopped (`stuck`). */
export class JourneyStopped extends Error {
  constructor(
    step: string,
    readonly stuck = false,
  ) {
    super(step)
  }
}

export class Patient {
  readonly steps: StepResult[] = []

  constructor(
    private readonly browser: Browser,
    private readonly speech: SpeechLog,
    /** the portal (its address, for links followed from outside it; its store, for the administrator's commands) */
    private readonly portal: Pick<RunningPortal, 'url' | 'dataDir'>,
    /** the stand-in's address, for its dev controls (the doctor's side of a chat) and its outbox */
    private readonly standInUrl: string,
    /** where the first step's transcript begins: before the browser started, so its first page is heard */
    private firstFrom?: number,
  ) {}

  /** One step: `act`, then Orca's words until quiet (and the page's title, if given), then the checks. */
  async step(
    name: string,
    act: (browser: Browser) => Promise<unknown>,
    expected: Expect = {},
    { keys = true }: { keys?: boolean } = {},
  ): Promise<Utterance[]> {
    const from = this.firstFrom ?? this.speech.read().length
    this.firstFrom = undefined
    const started = Date.now()
    await act(this.browser)
    const budget = expected.budgetMs ?? (expected.title || expected.url ? PAGE_BUDGET_MS : STEP_BUDGET_MS)
    const until = started + budget
    const awaited = expected.title !== undefined || expected.url !== undefined
    let arrivedAt = awaited ? undefined : started
    let page = { title: '', url: '' }
    while (Date.now() < until) {
      if (arrivedAt === undefined) {
        page = (await this.browser.page()) ?? page
        const titled = expected.title === undefined || count(page.title, expected.title) > 0
        const addressed = expected.url === undefined || count(page.url, expected.url) > 0
        if (titled && addressed) arrivedAt = Date.now()
      }
      if (arrivedAt !== undefined) {
        const said = this.speech.read().slice(from)
        const quiet = Date.now() - Math.max(this.speech.lastSpokeAt, started) >= QUIET_MS
        if (quiet && (allHeard(said, expected) || Date.now() >= arrivedAt + HEAR_MS)) break
      }
      await sleep(100)
    }
    const arrived = arrivedAt !== undefined
    const transcript = this.speech.read().slice(from)
    const result = { name, transcript, failures: [] as string[], ms: Date.now() - started }
    this.steps.push(result)
    if (!arrived) {
      result.failures.push(
        `the page (title ${String(expected.title ?? 'any')}, address ${String(expected.url ?? 'any')}) did not arrive within ${budget / 1000} s (it is "${page.title}" at ${page.url})`,
      )
      throw new JourneyStopped(name)
    }
    if (keys && transcript.length === 0) {
      // not even the keys' echo: Orca has stopped listening (the run walks the journey again)
      result.failures.push('Orca said nothing after the keys, not even their echo')
      throw new JourneyStopped(name, true)
    }
    result.failures.push(...check(transcript, expected))
    return transcript
  }

  /** The page the journey starts on (opened with the browser): waits for its title. */
  opens(name: string, expected: Expect & { title: Phrase }) {
    return this.step(name, () => Promise.resolve(), expected, { keys: false })
  }

  /** Keys, as xdotool names them: 'Tab', 'Return', 'shift+Tab', 'h'. */
  press(name: string, keys: string[], expected?: Expect) {
    return this.step(name, (b) => b.key(...keys), expected)
  }

  /** Text typed into the focused field, a key at a time. */
  type(name: string, text: string, expected?: Expect) {
    return this.step(name, (b) => b.type(text), expected)
  }

  /**
   * Tab (or Shift+Tab) until Orca says `target` as focus lands, within `max` presses: how a patient finds a
   * control. Not reaching it ends the journey.
   */
  tabTo(
    target: Phrase,
    { back = false, ...options }: { max?: number; back?: boolean; expected?: StepExpectations } = {},
  ) {
    return this.moveTo(back ? 'shift+Tab' : 'Tab', target, options)
  }

  /**
   * A key pressed again and again (Orca's H: the next heading) until Orca says `target`; else the journey ends.
   * `expected` is checked against what was said where it landed.
   */
  async moveTo(
    key: string,
    target: Phrase,
    { max = 30, expected = {} }: { max?: number; expected?: StepExpectations } = {},
  ): Promise<Utterance[]> {
    const name = `${key} to ${String(target)}`
    const from = this.speech.read().length
    const started = Date.now()
    for (let presses = 1; presses <= max; presses++) {
      const before = this.speech.read().length
      await this.browser.key(key)
      // what the key leads to comes after its echo, sometimes a second later on a busy machine
      await this.speech.waitUntil((said) => said.slice(before).some((u) => !isKeyEcho(u)), KEY_SPEECH_MS)
      await this.speech.waitUntil(() => Date.now() - this.speech.lastSpokeAt >= KEY_QUIET_MS, KEY_SPEECH_MS)
      if (this.speech.read().length === before) {
        // not even the key's echo: Orca has stopped listening (the run starts the journey again once)
        this.steps.push({
          name,
          transcript: this.speech.read().slice(from),
          failures: [`Orca said nothing after ${key}, not even its echo`],
          ms: Date.now() - started,
        })
        throw new JourneyStopped(name, true)
      }
      const landed = afterLastEcho(this.speech.read().slice(before))
      if (count(textOf(landed), target) > 0) {
        const transcript = this.speech.read().slice(from)
        const failures = check(landed, expected)
        this.steps.push({ name: `${name} (${presses} presses)`, transcript, failures, ms: Date.now() - started })
        return transcript
      }
    }
    this.steps.push({
      name,
      transcript: this.speech.read().slice(from),
      failures: [`not reached within ${max} presses`],
      ms: Date.now() - started,
    })
    throw new JourneyStopped(name)
  }

  /**
   * A link to the portal followed from outside it (a letter, a bookmark): the page opens in a new tab, the tab
   * before is closed, and the new page is read as it loads.
   */
  follow(name: string, path: string, expected: Expect & { title: Phrase }) {
    return this.step(name, (b) => b.openTab(`${this.portal.url}${path}`), expected, { keys: false })
  }

  /** The patient signed in on another device as well (a script's sign-in, named by no browser): a second session. */
  async signInElsewhere({ username, password }: { username: string; password: string }): Promise<void> {
    await signInToPortal(this.portal.url, username, password)
  }

  /** The code the stand-in last texted to `mobile` (its outbox), as the patient reads it off the phone. */
  async textedCode(mobile: string): Promise<string> {
    const message = await outbox((path) => fetch(`${this.standInUrl}${path}`)).last({ to: mobile, channel: 'SMS' })
    if (!message.code) throw new Error(`the text to ${mobile} carries no code`)
    return message.code
  }

  /**
   * The hospital's administrator turns the patient's two-step sign-in off (`npm run two-step:reset`): the portal's
   * own store outlives a journey, so a journey that turns it on starts from it off, on a second walk too.
   */
  resetTwoStep(patientId: number): void {
    resetTwoStep(patientId, { PORTAL_DATA_DIR: this.portal.dataDir })
  }

  /** The stand-in's dev controls play the hospital's side (a doctor's chat message). */
  async standIn(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${this.standInUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`the stand-in answered ${response.status} to POST ${path}`)
  }
}

/** A journey: where the patient starts, and the steps, in one readable file each (journeys/). */
export type Journey = {
  name: string
  /** the first address, relative to the portal */
  start: string
  /** the language of the voice the patient chose in Orca ('hi'); English if none */
  voice?: string
  /**
   * Who the journey starts signed in as, when signing in is not what it is about: the portal's sign-in makes the
   * session (a form post, as signInElsewhere), its cookie goes into the profile, and the journey opens on `start`.
   */
  signedInAs?: { username: string; password: string }
  walk(patient: Patient): Promise<void>
}

const textOf = (utterances: readonly Utterance[]) => utterances.map((u) => u.text).join('\n')

/** What was said after the last key's echo: a word late from the previous press is not this press's. */
function afterLastEcho(utterances: readonly Utterance[]): readonly Utterance[] {
  return utterances.slice(utterances.findLastIndex(isKeyEcho) + 1)
}
