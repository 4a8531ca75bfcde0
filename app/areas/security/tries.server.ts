import { recordActivity } from '~/areas/activity.server'
import { isKnownDevice } from '~/areas/devices.server'
import { tellPatient } from '~/areas/security/tell-patient.server'
import { formatDate } from '~/domain/common/format'
import { getEnv } from '~/utils/env.server'
import { defaultLocale } from '~/utils/language/locale'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { deviceIdOf } from '~/utils/session/device-cookie.server'
import { limits } from '~/utils/session/limits.server'
import { attempt, hit, peek } from '~/utils/session/rate-limit.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * How second-step tries are counted (docs/two-step.md#limits, ADR 96), first and in the shared
 * store (ADR 74), so that whoever holds the password cannot spend the patient's own tries:
 *
 * - every try, per client address (a minute's OTP_RATE_LIMIT);
 * - the texted code (4 digits, guessable), in pools: each browser the patient has signed in on (its
 *   signed device id) has its own, and every browser new to the patient shares one. A pool holds
 *   its wrong codes for 15 minutes and its codes sent; the new browsers' pool also has a 30-day
 *   budget of wrong codes, after which the texted code is stopped there (only a recovery code, a
 *   passkey or a known browser passes) and the patient is told;
 * - a recovery code (ten of 50 bits each) or a passkey (a signature), per address only: no one can
 *   guess them, so no one may use them up for the patient.
 */
export type SecondStepMethod = 'code' | 'recovery' | 'passkey'

/** A refused try or send: the seconds to wait, and whether the texted code is stopped for new browsers. */
export type Held = { seconds: number; stopped: boolean }

export type SecondStepTry =
  ({ refused: true } & Held) | { refused: false; passed: () => Promise<void>; failed: () => Promise<void> }

const nothing = async () => undefined

/** The texted code's pool of this request: its known browser's, or the one of every browser new to the patient. */
async function poolOf(request: Request, patientId: number): Promise<{ key: string; known: boolean }> {
  const deviceId = deviceIdOf(request)
  return deviceId && (await isKnownDevice(patientId, deviceId))
    ? { key: `${patientId}:${deviceId}`, known: true }
    : { key: `${patientId}:new`, known: false }
}

export async function secondStepTry(
  request: Request,
  patient: SignedInPatient,
  method: SecondStepMethod,
  address: string,
): Promise<SecondStepTry> {
  const l = limits()
  const byAddress = await hit(l.secondStepTriesPerAddress, address)
  if (byAddress.limited) return { refused: true, seconds: byAddress.retryAfterSeconds, stopped: false }
  if (method !== 'code') return { refused: false, passed: nothing, failed: nothing }

  const pool = await poolOf(request, patient.patientId)
  const budget = pool.known ? null : await attempt(l.secondStepCodeFailuresFromNewDevicesPer30Days, pool.key)
  if (budget?.limited) return { refused: true, seconds: budget.retryAfterSeconds, stopped: true }
  const limit = pool.known ? l.secondStepCodeFailuresPerKnownDevice : l.secondStepCodeFailuresFromNewDevices
  const wrong = await attempt(limit, pool.key)
  if (wrong.limited) {
    await budget?.giveBack()
    return { refused: true, seconds: wrong.retryAfterSeconds, stopped: false }
  }
  return {
    refused: false,
    // a right code was no guess: its try goes back to the budget; the wrong ones before it stay there
    passed: async () => {
      await wrong.reset()
      await budget?.giveBack()
    },
    // the wrong code that spent the budget tells the patient, once
    failed: async () => {
      if (budget && budget.count === l.secondStepCodeFailuresFromNewDevicesPer30Days.points)
        await tellCodeStopped(request, patient, budget.retryAfterSeconds)
    },
  }
}

/**
 * A code to be texted, counted in the request's pool (5 in 15 minutes): null when it may go, else
 * why not. A new browser is sent none once the texted code is stopped there.
 */
export async function codeSendHeld(request: Request, patientId: number): Promise<Held | null> {
  const l = limits()
  const pool = await poolOf(request, patientId)
  if (!pool.known) {
    const budget = l.secondStepCodeFailuresFromNewDevicesPer30Days
    const spent = await peek(budget, pool.key)
    if (spent.count >= budget.points) return { seconds: spent.retryAfterSeconds, stopped: true }
  }
  const sent = await hit(l.secondStepCodesSentPerPatient, pool.key)
  return sent.limited ? { seconds: sent.retryAfterSeconds, stopped: false } : null
}

/** The texted code stopped for new browsers: in the activity, and told to the patient. */
async function tellCodeStopped(request: Request, patient: SignedInPatient, seconds: number) {
  await recordActivity(patient.patientId, 'secondStepCodeStopped', request)
  const date = formatDate(defaultLocale, new Date(Date.now() + seconds * 1000), getEnv().HOSPITAL_TIME_ZONE)
  await tellPatient(patient, (alerts) => fill(alerts.codeStopped, { date }))
}

/** What a refused try or send tells the patient, in the page's language and zone. */
export function refusalText(request: Request, held: Held): string {
  const { locale, texts } = requestTexts(request)
  const notices = texts('twoStepMessages')
  if (!held.stopped) return fill(notices.tooMany, { seconds: held.seconds })
  const date = formatDate(locale, new Date(Date.now() + held.seconds * 1000), getTimeZone(request))
  return fill(notices.codeStopped, { date })
}
