import * as actingEn from '~/messages/acting/en'
import * as actingHi from '~/messages/acting/hi'
import * as actingKn from '~/messages/acting/kn'
import * as activityEn from '~/messages/activity/en'
import * as activityHi from '~/messages/activity/hi'
import * as activityKn from '~/messages/activity/kn'
import * as appointmentsEn from '~/messages/appointments/en'
import * as appointmentsHi from '~/messages/appointments/hi'
import * as appointmentsKn from '~/messages/appointments/kn'
import * as bookingEn from '~/messages/booking/en'
import * as bookingHi from '~/messages/booking/hi'
import * as bookingKn from '~/messages/booking/kn'
import * as chatEn from '~/messages/chat/en'
import * as chatHi from '~/messages/chat/hi'
import * as chatKn from '~/messages/chat/kn'
import * as commonEn from '~/messages/common/en'
import * as commonHi from '~/messages/common/hi'
import * as commonKn from '~/messages/common/kn'
import * as devicesEn from '~/messages/devices/en'
import * as devicesHi from '~/messages/devices/hi'
import * as devicesKn from '~/messages/devices/kn'
import * as guestCallEn from '~/messages/guest-call/en'
import * as guestCallHi from '~/messages/guest-call/hi'
import * as guestCallKn from '~/messages/guest-call/kn'
import * as helpersEn from '~/messages/helpers/en'
import * as helpersHi from '~/messages/helpers/hi'
import * as helpersKn from '~/messages/helpers/kn'
import * as identityEn from '~/messages/identity/en'
import * as identityHi from '~/messages/identity/hi'
import * as identityKn from '~/messages/identity/kn'
import * as profileEn from '~/messages/profile/en'
import * as profileHi from '~/messages/profile/hi'
import * as profileKn from '~/messages/profile/kn'
import * as recordsEn from '~/messages/records/en'
import * as recordsHi from '~/messages/records/hi'
import * as recordsKn from '~/messages/records/kn'
import * as remindersEn from '~/messages/reminders/en'
import * as remindersHi from '~/messages/reminders/hi'
import * as remindersKn from '~/messages/reminders/kn'
import * as securityEn from '~/messages/security/en'
import * as securityHi from '~/messages/security/hi'
import * as securityKn from '~/messages/security/kn'
import * as videoCallEn from '~/messages/video-call/en'
import * as videoCallHi from '~/messages/video-call/hi'
import * as videoCallKn from '~/messages/video-call/kn'
import type { Locale } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import type { English, Namespace, Translation } from '~/utils/language/texts'

/**
 * The message areas, each folder of app/messages once (texts.server.test.ts holds that every
 * folder's namespaces are here). English gives the shape every language must have.
 */
const english = {
  ...actingEn,
  ...activityEn,
  ...appointmentsEn,
  ...bookingEn,
  ...chatEn,
  ...commonEn,
  ...devicesEn,
  ...guestCallEn,
  ...helpersEn,
  ...identityEn,
  ...profileEn,
  ...remindersEn,
  ...recordsEn,
  ...securityEn,
  ...videoCallEn,
}

/** Every namespace in English, the shape of every language (the type of `English`, app/utils/language/texts.ts). */
export type EnglishTexts = typeof english

/**
 * Every language's texts, on the server only (ADR 56): a page gets the namespaces its loaders name,
 * in its language, with their data; no bundle carries a dictionary. The type makes every language
 * have every namespace and key; dictionaries.test.ts checks the placeholders too.
 */
export const dictionaries: { readonly [L in Locale]: Translation<English> } = {
  en: english,
  hi: {
    ...actingHi,
    ...activityHi,
    ...appointmentsHi,
    ...bookingHi,
    ...chatHi,
    ...commonHi,
    ...devicesHi,
    ...guestCallHi,
    ...helpersHi,
    ...identityHi,
    ...profileHi,
    ...remindersHi,
    ...recordsHi,
    ...securityHi,
    ...videoCallHi,
  },
  kn: {
    ...actingKn,
    ...activityKn,
    ...appointmentsKn,
    ...bookingKn,
    ...chatKn,
    ...commonKn,
    ...devicesKn,
    ...guestCallKn,
    ...helpersKn,
    ...identityKn,
    ...profileKn,
    ...remindersKn,
    ...recordsKn,
    ...securityKn,
    ...videoCallKn,
  },
}

/**
 * One namespace in a language, for server code: validation messages, the error catalogue, alerts.
 * Typed by the English (the same keys and placeholders in every language).
 */
export const textsOf = <N extends Namespace>(locale: Locale, namespace: N): English[N] =>
  dictionaries[locale][namespace] as English[N]

/** The namespaces a loader sends for its components' useTexts: `texts: textsFor(locale, 'frameMessages')`. */
export function textsFor<N extends Namespace>(locale: Locale, ...namespaces: N[]): Pick<English, N> {
  return Object.fromEntries(namespaces.map((n) => [n, textsOf(locale, n)])) as Pick<English, N>
}

/** The request's language and a reader of its texts, for actions and loaders. */
export function requestTexts(request: Request) {
  const locale = localeOf(request)
  return { locale, texts: <N extends Namespace>(namespace: N) => textsOf(locale, namespace) }
}
