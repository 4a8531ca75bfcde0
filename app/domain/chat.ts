import type { English } from '~/utils/language/texts'
import { byTime } from './common/by-time'
import { sniffFileKind } from './common/uploads'

type ChatTexts = English['chatMessages']

/** The chat's rules (docs/rules/chat.md). */
export const CHAT_MAX_CHARS = 100
export const CHAT_FILE_MAX_BYTES = 10_485_760
/** Chat status polling interval while the chat is open. */
export const CHAT_POLL_MS = 1000
/** The picker's accept list (a hint only; the portal checks the bytes). The chat's picker also lists doc (docs/rules/chat.md#validation). */
export const CHAT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.doc'

export type ChatFileKind = 'pdf' | 'png' | 'jpeg' | 'docx'

/** Whether the chat still takes messages: CANCELED and CLOSED are final (docs/rules/chat.md#states). */
export function isChatOpen(status: string): boolean {
  return status !== 'CANCELED' && status !== 'CLOSED'
}

/** 'Send Message' unless CLOSED, then 'View Messages'. */
export function chatLinkText(status: string, text: Pick<ChatTexts, 'viewMessages' | 'sendMessage'>): string {
  return status === 'CLOSED' ? text.viewMessages : text.sendMessage
}

/** The prescription exists only for a completed (CLOSED) appointment with a consultation. */
export function hasPrescription(appointment: { status: string; consultationId: number | null }): boolean {
  return appointment.status === 'CLOSED' && appointment.consultationId !== null
}

/** The text to send: extra characters cut at 100, then trimmed; null when nothing is left. */
export function messageToSend(raw: string): string | null {
  const text = raw.slice(0, CHAT_MAX_CHARS).trim()
  return text === '' ? null : text
}

/** What a file is by its first bytes; a docx is a ZIP whose name ends in .docx. */
export function chatFileKind(name: string, head: Uint8Array): ChatFileKind | null {
  const kind = sniffFileKind(head)
  // the chat's kinds (docs/rules/chat.md#validation) have no HEIC
  if (kind === 'pdf' || kind === 'jpeg' || kind === 'png') return kind
  if (String.fromCharCode(...head.subarray(0, 4)) === 'PK\x03\x04' && /\.docx$/i.test(name)) return 'docx'
  return null
}

/** The attachment's problem (docs/rules/chat.md#validation), or null: none chosen, too large, wrong kind. */
export function chatFileProblem(
  file: { size: number; kind: ChatFileKind | null } | null,
  text: ChatTexts,
): string | null {
  if (!file || file.size === 0) return text.noFile
  if (file.size > CHAT_FILE_MAX_BYTES) return text.tooLarge
  if (!file.kind) return text.invalidFile
  return null
}

/** How the file viewer shows an attachment, by its name. */
export function previewKind(name: string): 'pdf' | 'image' | 'none' {
  if (/\.pdf$/i.test(name)) return 'pdf'
  if (/\.(png|jpe?g)$/i.test(name)) return 'image'
  return 'none'
}

export type ChatEntry = {
  id: number
  role: 'PATIENT' | 'DOCTOR'
  createdDate: string
  /** a live message that came without the services' id: shown until the poll brings the real one */
  provisional?: true
} & ({ kind: 'message'; content: string } | { kind: 'file'; name: string })

/** How far apart a live message and the stored one may be stamped and still be the same message. */
const SAME_MESSAGE_MS = 2 * 60_000

/**
 * Messages and files as one list, oldest first (ids are per kind, so the key includes it). A
 * provisional live message goes once the stored one (same sender and words, stamped within two
 * minutes) is in the list.
 */
export function mergeChat(entries: readonly ChatEntry[]): ChatEntry[] {
  const seen = new Set<string>()
  const stored = entries.filter((e) => !e.provisional)
  const settled = (p: ChatEntry) =>
    p.kind === 'message' &&
    stored.some(
      (e) =>
        e.kind === 'message' &&
        e.role === p.role &&
        e.content === p.content &&
        Math.abs(Date.parse(e.createdDate) - Date.parse(p.createdDate)) <= SAME_MESSAGE_MS,
    )
  const unique = entries.filter((e) => {
    if (e.provisional && settled(e)) return false
    const key = `${e.kind}-${e.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return byTime(
    unique,
    (e) => e.createdDate,
    'oldest first',
    (a, b) => a.id - b.id,
  )
}

/**
 * A message from the chat socket. Its shape (docs/rules/chat.md#data) is `{content, role, isLocal}`, with no id: such a
 * message is kept as provisional under `provisionalId` (negative, so it never meets a real id).
 * The sender is the role when it names one, else isLocal (true: the patient's own).
 */
export function liveChatEntry(data: unknown, provisionalId: number, now: string): ChatEntry | null {
  let message: Partial<Record<'id' | 'content' | 'role' | 'isLocal' | 'createdDate', unknown>>
  try {
    message = JSON.parse(String(data)) as typeof message
  } catch {
    return null
  }
  if (typeof message !== 'object' || message === null || typeof message.content !== 'string') return null
  const named = typeof message.role === 'string' ? message.role.toUpperCase() : null
  const role: ChatEntry['role'] | null =
    named === 'DOCTOR' || named === 'PATIENT'
      ? named
      : typeof message.isLocal === 'boolean'
        ? message.isLocal
          ? 'PATIENT'
          : 'DOCTOR'
        : null
  if (!role) return null
  const createdDate = typeof message.createdDate === 'string' ? message.createdDate : now
  const base = { kind: 'message' as const, content: message.content, role, createdDate }
  return typeof message.id === 'number'
    ? { ...base, id: message.id }
    : { ...base, id: provisionalId, provisional: true }
}

/** The chat shows this many of the latest entries; 'Earlier messages' adds as many again each time. */
export const CHAT_WINDOW = 50

/**
 * The latest `CHAT_WINDOW * (1 + earlier)` entries of a merged chat (oldest first), and whether older ones
 * are left out. `earlier` comes from the URL: a number of clicks on 'Earlier messages'.
 */
export function latestChat(entries: ChatEntry[], earlier: number): { entries: ChatEntry[]; hasEarlier: boolean } {
  const shown = CHAT_WINDOW * (1 + earlier)
  return { entries: entries.slice(-shown), hasEarlier: entries.length > shown }
}

/** The 'earlier' count from the URL: a whole number from 0, at most enough for any chat's length. */
export function parseEarlier(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1000) : 0
}
