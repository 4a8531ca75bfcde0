import { getEnv } from '~/utils/env.server'
import { keptUntil } from '~/utils/kept-answers'
import { getStore } from '~/utils/shared-store/index.server'

/**
 * Calls that decorate a page (the notification dot, the footer's hospital details, the sign-in
 * page's images) never hold it back (ADR 46). The call starts at once and is awaited for at most
 * `waitMs`; its answer is kept in the shared store, so a page whose call is late or failed shows
 * the last answer any instance saw, or nothing. The call itself goes on within its own budget and
 * refreshes the store for the next page.
 */
export type Decoration<T> = {
  /** The store key: the hospital, the patient, the image type. */
  key: string
  call: () => Promise<T>
  /** How long the last answer stays usable. */
  keepMs: number
  /** How long the last answer is taken as it is, with no call at all (0: every page calls). */
  freshMs?: number
  /** With a kept answer, `cached` answers at once and refreshes behind the page; `fresh` still waits up to waitMs. */
  prefer: 'cached' | 'fresh'
}

export const DAY_MS = 24 * 60 * 60 * 1000
export const HOUR_MS = 60 * 60 * 1000

/** What a page waits for a decorative call at most when it has a kept answer to show instead. */
export const DECORATION_WAIT_MS = 250
/**
 * With nothing kept (a patient's first page, a fresh store), the page would show nothing: it waits
 * longer, still well inside the page budget, since its own calls mostly take that long anyway.
 */
export const FIRST_DECORATION_WAIT_MS = 1000

// the keys written, for forgetDecorations: kept under test only (one per patient would grow without end)
const written = new Set<string>()

type Kept<T> = { value: T; at?: number }

/**
 * A `cached` decoration's fresh answer, as this instance last read it from the store, until it stops being fresh:
 * every signed-in page shows the hospital's details, which any instance may show up to `freshMs` old anyway, so
 * the page need not read them from the store each time. `fresh` ones (the notification dot, which a page may
 * forget for every instance) are always read from the store.
 */
const freshHere = keptUntil<unknown>(64)

export async function decoration<T>({ key, call, keepMs, freshMs = 0, prefer }: Decoration<T>): Promise<T | null> {
  const storeKey = storeKeyOf(key)
  const here = freshHere.get(storeKey)
  if (here) return here.value as T
  const found = await getStore()
    .get<Kept<T>>(storeKey)
    .catch(() => null)
  if (found?.at !== undefined && Date.now() - found.at < freshMs) {
    if (prefer === 'cached') freshHere.keep(storeKey, found.value, found.at + freshMs)
    return found.value
  }
  const fresh = call().then(
    async (value) => {
      await keepDecoration(key, value, keepMs)
      return { value }
    },
    // already logged and reported by the request helper; an expired session is the page's own calls' to end
    () => null,
  )
  if (found && prefer === 'cached') return found.value
  const waitMs = found ? DECORATION_WAIT_MS : FIRST_DECORATION_WAIT_MS
  const late = new Promise<'late'>((resolve) => setTimeout(resolve, waitMs, 'late').unref())
  const first = await Promise.race([fresh, late])
  if (first && first !== 'late') return first.value
  return found?.value ?? null
}

/** Keeps an answer the portal knows without asking (it just changed it), as if a page had called. */
export async function keepDecoration<T>(key: string, value: T, keepMs: number) {
  freshHere.forget(storeKeyOf(key))
  await getStore()
    .set(storeKeyOf(key), { value, at: Date.now() } satisfies Kept<T>, keepMs)
    .catch(() => undefined)
}

/** Forgets a kept answer: the next page asks again. */
export async function forgetDecoration(key: string) {
  freshHere.forget(storeKeyOf(key))
  await getStore()
    .delete(storeKeyOf(key))
    .catch(() => undefined)
}

function storeKeyOf(key: string) {
  const storeKey = `decoration:${key}`
  if (getEnv().NODE_ENV === 'test') written.add(storeKey)
  return storeKey
}

/** Forget every answer kept under test (each test starts with a fresh stand-in, so with none kept). */
export async function forgetDecorations() {
  if (written.size) await getStore().delete(...written)
  written.clear()
  freshHere.clear()
}
