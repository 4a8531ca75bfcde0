import { pino, stdTimeFunctions, type Logger } from 'pino'
import { getEnv } from './env.server'

/**
 * The portal's own log: JSON lines on stdout (pino), for an IT team's log collector. Lines carry
 * ids, routes with ids replaced, statuses and durations, never query strings, tokens or patient
 * data; the redaction below is a second line of defence. One logger on globalThis (the server
 * and the Remix build each bundle this module).
 */
const holder = globalThis as typeof globalThis & { portalLog?: Logger }

export function log(): Logger {
  holder.portalLog ??= pino({
    level: getEnv().LOG_LEVEL,
    // 'service' in a line is the hospital service it is about; the portal names itself 'app'
    base: { app: 'patient-portal' },
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: ['token', 'authorization', '*.authorization', 'cookie', '*.cookie'], censor: '[redacted]' },
  })
  return holder.portalLog
}

/**
 * A path as the logs and metrics name it: no query, and every segment that could identify a
 * person or a record (numbers, e-mail addresses, long tokens) as ':id'.
 */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/'
  return bare
    .split('/')
    .map((segment) => (/^\d+$|\d{4}|@/.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/')
}
