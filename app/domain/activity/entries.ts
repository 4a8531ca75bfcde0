import { networkName } from '~/domain/account/coarse-address'
import { formatDate, formatTime } from '~/domain/common/format'
import type { Locale } from '~/utils/language/locale'
import { fill, plural, type English } from '~/utils/language/texts'

/**
 * What the patient's activity page lists (docs/activity.md): who did what on the account, when and
 * from which device. An entry names the kind of action only: never a reason, a file's name, a
 * document's type, an amount or anything the services hold about the patient's health. Pure.
 */

/** The device an action came from: browser and system in words, and the network made coarse. */
export type ActivityDevice = { browser: string | null; system: string | null; place: string | null }

export type ActivityEntry = {
  /** When, in ms since the epoch. */
  at: number
  kind: ActivityKind
  device: ActivityDevice
  /** How many files one upload carried (a document upload only). */
  count?: number
  /** In the patient's list: the helper who did it for them (docs/helpers.md), by given name. */
  by?: string
  /** In the helper's own list: for whom they did it, by given name and initial. */
  for?: string
}

/** The words that say a helper acted: "by {name} (helper)", "for {name}". */
type HelperWords = { byHelper: string; forPatient: string }

/** Every kind an entry can have, in the page's filter groups, in the order the filter lists them. */
export const ACTIVITY_FILTERS = {
  signIns: ['signIn', 'signInPasswordOnly', 'signInFailed'],
  signOuts: ['signOut', 'signOutIdle', 'signOutLimit', 'signOutElsewhere'],
  security: ['passwordChanged', 'passwordReset', 'consentGiven', 'mobileVerified'],
  appointments: [
    'appointmentBooked',
    'appointmentCancelled',
    'appointmentRescheduled',
    'visitConfirmedByLink',
    'visitCancelledByLink',
  ],
  profile: [
    'documentUploaded',
    'documentDeleted',
    'photoChanged',
    'profileSaved',
    'healthRecordDownloaded',
    'healthRecordPrinted',
    'reminderChoicesSaved',
  ],
  guests: ['caretakerInvited', 'caretakerRemoved', 'guestVerified', 'guestJoined', 'guestPassEnded'],
  // the patient's grants to helpers, and the helper's own answers to an invitation (docs/helpers.md)
  helpers: [
    'helperInvited',
    'helperChanged',
    'helperRenewed',
    'helperEnded',
    'helperAccepted',
    'helperDeclined',
    'helpingAccepted',
    'helpingDeclined',
    // a helper's copies of the patient's visit reminders, on each side (docs/reminders.md)
    'helperCopiesStarted',
    'helperCopiesStopped',
    'helpingCopiesStarted',
    'helpingCopiesStopped',
  ],
  twoStep: [
    'twoStepMethodAdded',
    'twoStepMethodRemoved',
    'secondStepPassed',
    'secondStepFailed',
    'recoveryCodeUsed',
    'recoveryCodesRenewed',
    'deviceRemembered',
    'rememberedDeviceRemoved',
    'passkeyAdded',
    'passkeyRemoved',
    'secondStepPassedWithPasskey',
    'secondStepFailedWithPasskey',
    'secondStepCodeStopped',
    'twoStepReset',
  ],
} as const

export type ActivityFilter = keyof typeof ACTIVITY_FILTERS
export type ActivityKind = (typeof ACTIVITY_FILTERS)[ActivityFilter][number]
export const ACTIVITY_KINDS: readonly ActivityKind[] = Object.values(ACTIVITY_FILTERS).flat()

/**
 * What anyone who has the patient's username or password can make as often as they like: a refused
 * password, a password passed without the second step, a refused second step. Kept in a list of
 * their own, so they can never push the patient's own entries out of the bounded list.
 */
export const ATTEMPT_KINDS = [
  'signInFailed',
  'signInPasswordOnly',
  'secondStepFailed',
  'secondStepFailedWithPasskey',
] as const satisfies readonly ActivityKind[]

export function isAttempt(kind: ActivityKind): boolean {
  return (ATTEMPT_KINDS as readonly ActivityKind[]).includes(kind)
}

/** Two lists of entries, each newest first, as one newest first. */
export function newestFirst(a: readonly ActivityEntry[], b: readonly ActivityEntry[]): ActivityEntry[] {
  return [...a, ...b].sort((x, y) => y.at - x.at)
}

/** The filter a URL's `?kind=` names; anything else (missing, unknown, repeated junk) is every kind. */
export function parseActivityFilter(value: string | null | undefined): ActivityFilter | null {
  return value && Object.hasOwn(ACTIVITY_FILTERS, value) ? (value as ActivityFilter) : null
}

export function inFilter(entry: Pick<ActivityEntry, 'kind'>, filter: ActivityFilter | null): boolean {
  return filter === null || (ACTIVITY_FILTERS[filter] as readonly ActivityKind[]).includes(entry.kind)
}

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value)
}

const DAY_MS = 86_400_000

/** How long and how many entries a patient's activity keeps (`ACTIVITY_MAX_DAYS`, `ACTIVITY_MAX_ENTRIES`). */
export function activityRetention(maxEntries: number, maxDays: number) {
  return { maxEntries, maxAgeMs: maxDays * DAY_MS }
}

/** An entry as the page shows it: when (in the page's language and the patient's zone), what, from where. */
export function describeEntry(
  entry: ActivityEntry,
  texts: English['activityMessages'],
  locale: Locale,
  timeZone: string,
  helperWords: HelperWords,
) {
  const at = new Date(entry.at)
  const what =
    entry.kind === 'documentUploaded'
      ? plural(locale, texts.documentsUploaded, entry.count ?? 1)
      : texts.kinds[entry.kind]
  return {
    iso: at.toISOString(),
    when: `${formatDate(locale, at, timeZone)}, ${formatTime(locale, at, timeZone)}`,
    what: [what, whoActed(entry, helperWords)].filter(Boolean).join(', '),
    // the administrator's command acts from no browser: the hospital did it
    device: entry.kind === 'twoStepReset' ? texts.byHospital : deviceWords(entry.device, texts),
  }
}

/** Who acted, where a helper did: "by Kiran (helper)" in the patient's list, "for Asha R." in the helper's. */
function whoActed(entry: Pick<ActivityEntry, 'by' | 'for'>, words: HelperWords): string | null {
  if (entry.by) return fill(words.byHelper, { name: entry.by })
  if (entry.for) return fill(words.forPatient, { name: entry.for })
  return null
}

/** "Chrome on Android, network 203.0.113.0/24"; the parts not known are left out, all unknown says so. */
export function deviceWords({ browser, system, place }: ActivityDevice, texts: English['activityMessages']): string {
  const machine = browser && system ? fill(texts.browserOn, { browser, system }) : (browser ?? system)
  const network = place ? fill(texts.network, { place: networkName(place, texts) }) : null
  if (machine && network) return `${machine}, ${network}`
  return machine ?? network ?? texts.unknownDevice
}
