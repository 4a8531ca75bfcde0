import { pino, stdTimeFunctions, type Logger } from 'pino'
import { getEnv } from '~/utils/env.server'
import { Path } from '~/utils/navigation/paths'

/**
 * The portal's own log: JSON lines on stdout (pino), for an IT team's log collector. Lines carry
 * ids, routes with ids replaced, statuses and durations, never query strings, tokens or patient
 * data; the redaction below is a second line of defence. The server logs through this one too
 * (app/utils/server-hooks.server.ts).
 */
let logger: Logger | undefined

/** The longest a line waits in the buffer when few come. */
const FLUSH_EVERY_MS = 1_000

/**
 * stdout, written 4 KB at a time (and at least once a second), not once a line: a write for every request's
 * line was 2-3 % of a page's CPU. pino writes out what is left when the process exits.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 })
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref()
  return destination
}

export function log(): Logger {
  logger ??= pino(
    {
      level: getEnv().LOG_LEVEL,
      // 'service' in a line is the hospital service it is about; the portal names itself 'app'
      base: { app: 'patient-portal' },
      timestamp: stdTimeFunctions.isoTime,
      redact: { paths: ['token', 'authorization', '*.authorization', 'cookie', '*.cookie'], censor: '[redacted]' },
    },
    bufferedStdout(),
  )
  return logger
}

/**
 * A path as the logs and metrics name it: no query, and every segment that could identify a
 * person or a record (numbers, e-mail addresses, long tokens) as ':id'. A text's link carries its
 * token as the segment after the fixed path, whatever it looks like: that one is always ':id'.
 */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/'
  const segments = bare.split('/')
  const linkToken = `/${segments[1]}`.toLowerCase() === Path.reminderLink ? 2 : -1
  return segments
    .map((segment, i) => (i === linkToken || /^\d+$|\d{4}|@/.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/')
}
