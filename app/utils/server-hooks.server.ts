import { sizeInWords } from '~/domain/common/uploads'
import { HEIC_CONVERTER_PATH, HEIC_JPEG_QUALITY } from '~/domain/profile/uploads'
import { breakerStates } from '~/utils/calls/circuit-breakers.server'
import { setEnv } from '~/utils/env.server'
import type { Locale } from '~/utils/language/locale'
import { localeOfHeaders } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { log, routeOf } from '~/utils/observability/log.server'
import { loggerQueueLength } from '~/utils/observability/logger-queue.server'
import { metrics } from '~/utils/observability/metrics.server'
import { openScope } from '~/utils/observability/request-context.server'
import { wholeBodyOf } from '~/utils/request/render-whole.server'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'
import { closeStore, getStore } from '~/utils/shared-store/index.server'

/**
 * What the server around the Remix build (server/) asks of the app, handed over by the server
 * entry (app/entry.server.tsx) and read off the imported build: so each module exists once, in the
 * build, and server/ imports nothing of app/ but the env schema (docs/architecture.md).
 */
export const serverHooks = {
  /** The settings as values: the server parsed them, and added the stand-in's address and the demo secret. */
  setEnv,
  log,
  routeOf,
  metrics,
  /** A request's scope (its id, time budget, language, address), named by a header of the request Remix gets. */
  openScope,
  localeOfHeaders,
  /** The texts of a page the server answers itself (a refused request), in the patient's language. */
  errorPageTexts: (locale: Locale) => textsOf(locale, 'errorPageMessages'),
  /** The too-large page's text, with the limit the request went over in words. */
  tooLargeText: (locale: Locale, limitBytes: number) =>
    fill(textsOf(locale, 'errorPageMessages').tooLarge, { limit: sizeInWords(limitBytes) }),
  /** The per-address limits of the signed-out forms, by the path of the form's route (ADR 41). */
  addressLimits: () => {
    const all = limits()
    return [
      { path: Path.signIn, limit: all.signInPerAddress },
      { path: Path.forgotPassword, limit: all.forgotPasswordPerAddress },
      { path: Path.forgotPasswordVerify, limit: all.recoveryCodesPerAddress },
      { path: Path.guest, limit: all.guestCodesPerAddress },
    ]
  },
  hit,
  /** Whether the shared store answers, and which it is (the readiness endpoints). */
  storeHealth: async () => {
    const store = getStore()
    const ok = await store.ping().then(
      () => true,
      () => false,
    )
    return { kind: store.kind, ok }
  },
  breakerStates,
  loggerQueueLength,
  closeStore,
  heicConverter: { path: HEIC_CONVERTER_PATH, jpegQuality: HEIC_JPEG_QUALITY },
  /** A rendered page's bytes, sent as they are (server/remix-handler.ts). */
  wholeBodyOf,
}

export type ServerHooks = typeof serverHooks
