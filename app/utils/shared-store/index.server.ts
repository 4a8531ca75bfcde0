import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { json } from '@remix-run/node'
import { getEnv } from '~/utils/env.server'
import { defaultLocale, type Locale } from '~/utils/language/locale'
import { rootTexts } from '~/utils/language/root-texts.server'
import { remember } from '~/utils/remember.server'
import { openRedisStore } from '~/utils/shared-store/redis.server'
import { openSqliteStore } from '~/utils/shared-store/sqlite.server'
import type { SharedStore } from '~/utils/shared-store/types'

export type { SharedStore } from '~/utils/shared-store/types'

/**
 * The one store of this process: Redis when `REDIS_URL` is set, else SQLite in the data folder
 * (`PORTAL_DATA_DIR`). Opened on first use; the server closes it on shutdown. Remembered
 * (remember.server.ts), so a build re-imported in development goes on with the open connection.
 */
const holder = remember<{ open?: SharedStore }>('shared-store', () => ({}))

export function getStore(): SharedStore {
  if (!holder.open) {
    const env = getEnv()
    if (env.REDIS_URL) holder.open = openRedisStore(env.REDIS_URL)
    else {
      const dir = path.resolve(env.PORTAL_DATA_DIR)
      mkdirSync(dir, { recursive: true })
      holder.open = openSqliteStore(path.join(dir, 'portal.sqlite'))
    }
  }
  return holder.open
}

export async function closeStore() {
  const open = holder.open
  holder.open = undefined
  await open?.close()
}

/**
 * Runs a store operation. A store that can't be reached is a 503 page with the services-down
 * message (never a 500 with details), in `locale`: the session's operations pass the request's,
 * and the session read is the first store read of nearly every page. The failure goes to the
 * portal's log.
 */
export async function inStore<T>(operation: (store: SharedStore) => Promise<T>, locale?: Locale): Promise<T> {
  try {
    return await operation(getStore())
  } catch (error) {
    console.error('shared store unavailable:', error instanceof Error ? error.message : error)
    // the root's texts come with it: the error page may have no root data to read them from (an
    // action's failure, with the root's loader failing too)
    throw json(rootTexts(locale ?? defaultLocale), {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' },
    })
  }
}
