import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { serviceUrl } from './calls/service-address.server'

/**
 * The portal's configuration, parsed once from process.env. The server calls
 * `loadEnv()` at boot so a wrong value stops it with a message naming the
 * variable, and hands the Remix build what it settled with `setEnv()`;
 * everything else calls `getEnv()`.
 */
const timeZone = z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')

const schema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SERVICES_URL: z.string().url('must be a URL such as https://services.example.org').optional(),
    SERVICES_LAYOUT: z.enum(['paths', 'ports']).default('paths'),
    // Where browsers open the chat websocket (the services hand out addresses on it); default: the appointment service's host
    CHAT_SOCKET_ORIGIN: z
      .string()
      .regex(/^wss?:\/\/[^/?#]+$/, 'must be a ws:// or wss:// origin such as wss://chat.example.org')
      .optional(),
    // a service call's own time budget (a file upload gets longer, app/utils/calls/service-request.server.ts)
    SERVICES_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    // a fraction is allowed down to a tenth of a minute (6 s), for test runs; a patient needs minutes
    SESSION_IDLE_MINUTES: z.coerce.number().min(0.1, 'must be at least 0.1 (6 seconds)').default(15),
    // a session's last action is written to the store at most this often (the idle end can come this much early)
    SESSION_LAST_ACTION_WRITE_SECONDS: z.coerce.number().int().positive().default(60),
    // a connected video call counts as the patient's presence up to its scheduled end plus this (ADR 108)
    CALL_PRESENCE_GRACE_MINUTES: z.coerce.number().min(0).default(30),
    // a session ends this long after sign-in, however active (ASVS 3.3.2)
    SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    // the shared store: Redis for several instances; unset, SQLite in PORTAL_DATA_DIR
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
      .optional(),
    PORTAL_DATA_DIR: z.string().default('.data'),
    HOSPITAL_TIME_ZONE: timeZone.default('Asia/Kolkata'),
    SIGNIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    // one-time-code checks per client address: forgot password, mobile verification, the caretaker's code
    OTP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    // a text's link page, opened or posted, per client address per minute (the tokens cannot be guessed; this keeps trying slow)
    REMINDER_LINK_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    // failed sign-ins per username in 15 minutes, whatever the address
    SIGNIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(10),
    // wrong passwords per username in 15 minutes from addresses and browsers its patient never signed
    // in from, all together: kept under the services' lock (five)
    SIGNIN_STRANGER_FAILURES: z.coerce.number().int().positive().default(2),
    // mobile verification code checks per patient in 15 minutes
    MOBILE_CODE_CHECKS_PER_PATIENT: z.coerce.number().int().positive().default(10),
    // the second step after the password (docs/two-step.md): off (password alone), optional (a patient turns it on) or required
    TWO_STEP: z.enum(['off', 'optional', 'required']).default('optional'),
    // what the second-step page tells a patient who lost every method: whom to contact at the hospital
    TWO_STEP_HELP_TEXT: z
      .string()
      .max(500)
      .default(
        'Lost your phone and your recovery codes? Call the hospital help desk with your patient ID; they can turn the second step off for you.',
      ),
    // wrong texted codes at the second step in 15 minutes: per browser the patient has signed in on,
    // and from all browsers new to the patient together (per address: OTP_RATE_LIMIT)
    SECOND_STEP_FAILURES_PER_PATIENT: z.coerce.number().int().positive().default(5),
    // wrong texted codes from browsers new to the patient in 30 days, after which only a recovery
    // code, a passkey or a known browser passes (docs/two-step.md#limits: at most 8 guesses in any
    // 30 days with the default, under 0.1 % for a 4-digit code)
    SECOND_STEP_NEW_DEVICE_CODE_FAILURES: z.coerce.number().int().positive().default(4),
    // sign-outs from the devices screen per session in 15 minutes (one device, all others, a guest pass)
    DEVICE_SIGN_OUTS_PER_SESSION: z.coerce.number().int().positive().default(20),
    // self-registrations per client address in an hour, and per e-mail address or mobile number in a day
    REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    REGISTRATIONS_PER_CONTACT: z.coerce.number().int().positive().default(3),
    // hospital-editable content: the static pages and the landing variant's texts
    STATIC_PAGES_DIR: z.string().default('content/pages'),
    LANDING_CONTENT_FILE: z.string().default('content/landing.json'),
    // extra origins the call pages may connect to, besides Chime's (ADR 32); unset: none in production, the stand-in's refusing address otherwise
    VIDEO_CONNECT_SOURCES: z.string().optional(),
    // set by `remix dev` (npm run dev): its live-reload socket, which development pages may connect to
    REMIX_DEV_ORIGIN: z.string().url().optional(),
    // the built-in stand-in, started only when SERVICES_URL is unset
    STANDIN_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    STANDIN_DATA_DIR: z.string().default('.data'),
    // a request body declaring more is refused with 413 (the largest form: ten 10 MB documents)
    MAX_REQUEST_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(101 * 1024 * 1024),
    // How many reverse proxies stand in front of the portal (their X-Forwarded-For is believed).
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    // how long the hospital's reference data (care services, specialities, languages, conditions) is kept in the shared store; 0: not kept
    REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
    // The address patients use, e.g. https://portal.example.org: links sent out are built from it, and posts must come from its origin (ADR 41)
    PUBLIC_URL: z
      .string()
      .url('must be a URL such as https://portal.example.org')
      .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
      .optional(),
    // 1: without SERVICES_URL, run the built-in stand-in with its demo passwords even in production (npm start asks for it)
    DEMO_SERVICES: z.enum(['0', '1']).default('0'),
    // a page's time budget: its service calls together end within it, so a page answers within 3 s (docs/resilience.md)
    PAGE_BUDGET_MS: z.coerce.number().int().positive().default(2500),
    // a service's circuit opens after this many failures in a row, and stays open this long before one trial call
    SERVICES_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
    SERVICES_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(10_000),
    // a call that sends files (documents, photos) gets this budget instead: ten 10 MB documents take a while
    SERVICES_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // a patient's account activity keeps at most this many entries and none older than this many days (docs/activity.md)
    ACTIVITY_MAX_ENTRIES: z.coerce.number().int().positive().max(10_000).default(500),
    ACTIVITY_MAX_DAYS: z.coerce.number().int().positive().max(3650).default(90),
    // where the health record is built: 'hospital' asks the services' Patient/$summary, 'portal' builds it from their other answers (docs/records.md)
    HEALTH_RECORD_BUILDER: z.enum(['hospital', 'portal']).default('portal'),
    // Prometheus metrics on 127.0.0.1:<port>/metrics, never on the public port; unset: no metrics listener
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_LAST_ACTION_WRITE_SECONDS * 2 > env.SESSION_IDLE_MINUTES * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_LAST_ACTION_WRITE_SECONDS'],
        message: 'must be at most half of SESSION_IDLE_MINUTES, or an active session could end early',
      })
    }
    if (env.NODE_ENV === 'production' && !env.SERVICES_URL && env.DEMO_SERVICES !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVICES_URL'],
        message:
          "is required in production: the hospital's services address. Only for a demo, DEMO_SERVICES=1 runs the stand-in with demo passwords instead",
      })
    }
    // with the built-in stand-in (demo) the server keeps a secret in the data folder instead
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && env.SERVICES_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production with SERVICES_URL (at least 32 random characters)',
      })
    }
  })

/** `sessionSecretGiven` is false when SESSION_SECRET was not set and a random one stands in. */
export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; sessionSecretGiven: boolean }

/** Every variable the schema reads, with its type and default: docs/configuration.md's table lists each one. */
export const envVariables = schema.innerType().shape

export class EnvError extends Error {}

let cached: Env | undefined

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  let secret = result.data.SESSION_SECRET
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    if (result.data.NODE_ENV === 'development') {
      console.warn('SESSION_SECRET is not set: using a random one, so sessions end when the portal restarts.')
    }
  }
  return { ...result.data, SESSION_SECRET: secret, sessionSecretGiven: !!result.data.SESSION_SECRET }
}

export function getEnv(): Env {
  cached ??= loadEnv()
  return cached
}

/**
 * The settings the server settled (the stand-in's address, the demo secret), as values: the build
 * reads them through getEnv() from then on, not from process.env (server/index.ts).
 */
export function setEnv(env: Env) {
  cached = env
}

/** Tests change the environment; this forgets the parsed copy. */
export function resetEnvCache() {
  cached = undefined
}

/**
 * The origin the CSP lets pages connect to for the chat websocket (ADR 27): CHAT_SOCKET_ORIGIN, else
 * the appointment service's host with ws(s), which is where the stand-in serves it.
 */
export function chatSocketOrigin(env: Pick<Env, 'CHAT_SOCKET_ORIGIN' | 'SERVICES_URL' | 'SERVICES_LAYOUT'>) {
  if (env.CHAT_SOCKET_ORIGIN) return env.CHAT_SOCKET_ORIGIN
  if (!env.SERVICES_URL) return undefined
  const url = serviceUrl('appointment', '/', { baseUrl: env.SERVICES_URL, layout: env.SERVICES_LAYOUT })
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

/**
 * Production against real services needs PUBLIC_URL (links sent out must not come from a Host
 * header); checked by the server before it starts a demo stand-in, which sets SERVICES_URL itself.
 */
export function missingPublicUrl(env: Pick<Env, 'NODE_ENV' | 'SERVICES_URL' | 'PUBLIC_URL'>) {
  return env.NODE_ENV === 'production' && !!env.SERVICES_URL && !env.PUBLIC_URL
    ? 'Invalid configuration:\n  PUBLIC_URL: is required in production with SERVICES_URL: the address patients use, such as https://portal.example.org'
    : null
}

/**
 * A PUBLIC_URL on plain http whose host is not this machine: browsers keep `Secure` and `__Host-`
 * cookies over http only from a loopback host, so in production sign-in would silently start
 * over on every page. Said at start-up (server/index.ts); null when there is nothing to say.
 */
export function insecurePublicUrl(env: Pick<Env, 'PUBLIC_URL'>) {
  if (!env.PUBLIC_URL) return null
  const url = new URL(env.PUBLIC_URL)
  const loopback = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname)
  return url.protocol === 'http:' && !loopback
    ? `PUBLIC_URL (${url.origin}) is plain http on a host that is not this machine: browsers drop the portal's Secure (__Host-) session and CSRF cookies there, so patients cannot stay signed in. Serve the portal over https.`
    : null
}

/** The portal's own origin for links sent out and the origin check: PUBLIC_URL's, else the request's (demo and development). */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, request?: Request) {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
  return request ? new URL(request.url).origin : undefined
}

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
