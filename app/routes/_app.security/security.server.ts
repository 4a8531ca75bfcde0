import { json, redirect } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { removePasskey } from '~/areas/security/passkeys.server'
import { passwordAgain } from '~/areas/security/password-again.server'
import { tellPatient } from '~/areas/security/tell-patient.server'
import { codeSendHeld, refusalText, secondStepTry } from '~/areas/security/tries.server'
import {
  addMobileMethod,
  mobileCodeTaken,
  newRecoveryCodes,
  sendMobileCode,
  turnTwoStepOff,
  twoStepRecordOf,
  verifiedMobileOf,
} from '~/areas/security.server'
import { formatDate } from '~/domain/common/format'
import { OTP_DIGITS } from '~/domain/profile/limits'
import { isFresh } from '~/domain/security/flow'
import { codesLeft, mobileMethodOf, passkeysOf, phoneEnding, shownCode } from '~/domain/security/methods'
import { getEnv } from '~/utils/env.server'
import { fill, plural } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { codeSentOf, secondStepAtOf, setCodeSent } from '~/utils/session/pending.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The account security screen's server side (docs/two-step.md): turning the mobile code on with
 * the services' mobile verification, new recovery codes, turning the second step off. The last
 * two need a second step passed in this session within the last ten minutes.
 */
async function requireSecurity(request: Request): Promise<SignedInPatient> {
  const patient = await requirePatient(request)
  // the hospital turned two-step sign-in off: the screen is not there
  if (getEnv().TWO_STEP === 'off') throw redirect(Path.dashboard)
  return patient
}

export async function loadSecurity(request: Request) {
  const patient = await requireSecurity(request)
  const { locale, texts } = requestTexts(request)
  const record = await twoStepRecordOf(patient.patientId)
  const method = mobileMethodOf(record)
  const verified = method ? null : await verifiedMobileOf(patient)
  const sent = method ? null : await codeSentOf(request)
  const text = texts('securityScreen')
  const timeZone = getTimeZone(request)
  const date = (at: number) => formatDate(locale, new Date(at), timeZone)
  return json({
    title: text.title,
    texts: textsFor(locale, 'securityScreen', 'secondStepScreen', 'twoStepMessages'),
    on: method !== null,
    phone: method ? phoneEnding(method.phone) : null,
    verifiedPhone: verified ? phoneEnding(verified) : null,
    codeSent: sent ? phoneEnding(sent.phone) : null,
    codesLeft: method ? plural(locale, texts('securityScreen').codesLeft, codesLeft(record)) : null,
    required: getEnv().TWO_STEP === 'required',
    digits: OTP_DIGITS,
    // the passkeys' credential ids name them in the remove forms: the patient's own, no secret
    passkeys: passkeysOf(record).map((p) => ({
      id: p.id,
      name: p.name,
      added: fill(text.passkeyAdded, { date: date(p.addedAt) }),
      used: p.lastUsedAt ? fill(text.passkeyUsed, { date: date(p.lastUsedAt) }) : text.passkeyNeverUsed,
    })),
  })
}

type Reply = { error: Record<string, string[]> }
const refuse = (field: string, message: string, status = 400) =>
  json<Reply>({ error: { [field]: [message] } }, { status })

export async function answerSecurity(request: Request, clientAddress: string) {
  const patient = await requireSecurity(request)
  const notices = requestTexts(request).texts('twoStepMessages')
  const form = await readForm(request)
  const intent = intentOf(form, ['send', 'mobile', 'new-codes', 'turn-off', 'remove-passkey'])
  const record = await twoStepRecordOf(patient.patientId)
  const on = mobileMethodOf(record) !== null
  const fresh = isFresh(await secondStepAtOf(request), Date.now())

  if (intent === 'send' && !on) {
    const phone = await verifiedMobileOf(patient)
    if (!phone) return redirect(Path.security)
    // the first code of a turning-on asks for the password again; a new code after it needs none
    if (!(await codeSentOf(request))) {
      const checked = await passwordAgain(patient, String(form.get('password') ?? ''), clientAddress)
      if (checked === 'wrong') return refuse('password', notices.passwordWrong)
      if (checked === 'failed') return refuse('', notices.sendFailed, 502)
      if (checked !== 'right') return refuse('', fill(notices.tooMany, { seconds: checked }), 429)
    }
    const held = await codeSendHeld(request, patient.patientId)
    if (held) return refuse('', refusalText(request, held), 429)
    if ((await sendMobileCode(patient, phone)) === 'failed') return refuse('', notices.sendFailed, 502)
    await setCodeSent(request, { phone, at: Date.now() })
    return redirect(Path.security)
  }
  if (intent === 'mobile' && !on) {
    const sent = await codeSentOf(request)
    const otp = String(form.get('otp') ?? '').trim()
    if (!sent) return refuse('', notices.sendFirst)
    if (!new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(otp))
      return refuse('otp', fill(notices.codeRequired, { digits: OTP_DIGITS }))
    const tried = await secondStepTry(request, patient, 'code', clientAddress)
    if (tried.refused) return refuse('', refusalText(request, tried), 429)
    if (!(await mobileCodeTaken(patient, sent.phone, otp))) {
      await tried.failed()
      return refuse('otp', notices.codeInvalid)
    }
    await tried.passed()
    await setCodeSent(request, null)
    const codes = (await addMobileMethod(request, patient.patientId, sent.phone)) ?? []
    await tellPatient(patient, (alerts) => fill(alerts.turnedOn, { phone: phoneEnding(sent.phone) }))
    return json({ codes: codes.map(shownCode), notice: notices.turnedOn })
  }
  if (intent === 'new-codes' && on) {
    if (!fresh) return redirect(Path.secondStep)
    const codes = await newRecoveryCodes(patient.patientId)
    await recordActivity(patient.patientId, 'recoveryCodesRenewed', request)
    await tellPatient(patient, (alerts) => alerts.newCodes)
    return json({ codes: codes.map(shownCode), notice: notices.newCodesMade })
  }
  if (intent === 'turn-off' && on && getEnv().TWO_STEP !== 'required') {
    if (!fresh) return redirect(Path.secondStep)
    await turnTwoStepOff(request, patient.patientId)
    await tellPatient(patient, (alerts) => alerts.turnedOff)
    return redirectWithAlert(request, Path.security, { type: 'success', message: notices.turnedOff })
  }
  if (intent === 'remove-passkey' && on) {
    // like turning it off, removing a way in needs a recent second step (ADR 91); the mobile code stays
    if (!fresh) return redirect(Path.secondStep)
    await removePasskey(request, patient.patientId, String(form.get('passkey') ?? ''))
    return redirectWithAlert(request, Path.security, { type: 'success', message: notices.passkeyRemoved })
  }
  return redirect(Path.security)
}
