import { json, redirect } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { knownDeviceNow } from '~/areas/devices.server'
import { landingAfterSignIn } from '~/areas/identity.server'
import { codeSendHeld, refusalText, secondStepTry } from '~/areas/security/tries.server'
import {
  addMobileMethod,
  mobileCodeTaken,
  rememberDevice,
  sendMobileCode,
  spendRecoveryCode,
  twoStepRecordOf,
  verifiedMobileOf,
} from '~/areas/security.server'
import { landingFor } from '~/domain/identity/guard'
import { OTP_DIGITS } from '~/domain/profile/limits'
import { withCodeSent, type Pending } from '~/domain/security/flow'
import { mobileMethodOf, passkeysOf, phoneEnding, shownCode } from '~/domain/security/methods'
import { getEnv } from '~/utils/env.server'
import { fill } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import {
  codeSentOf,
  passSecondStep,
  pendingSessionOf,
  setCodeSent,
  updatePending,
} from '~/utils/session/pending.server'
import type { CodeSent, SessionDevice } from '~/utils/session/record.server'
import { getPatient, type SignedInPatient } from '~/utils/session/session.server'

/**
 * The second-step page's server side (docs/two-step.md): who is asking, and each of its forms.
 * A pending session passes the second step (or sets the mobile code up, where the hospital
 * requires it); a signed-in patient confirms it is them again before turning it off.
 */
export type Step =
  | { kind: 'second-step' | 'set-up'; patient: SignedInPatient; pending: Pending; device: SessionDevice | null }
  | { kind: 'confirm'; patient: SignedInPatient; codeSent: CodeSent | null }

export async function stepOf(request: Request): Promise<Step> {
  if (getEnv().TWO_STEP === 'off') throw redirect(Path.signIn)
  const pending = await pendingSessionOf(request)
  if (pending?.pending.purpose === 'second-step' && !mobileMethodOf(await twoStepRecordOf(pending.patient.patientId)))
    // the methods were cleared meanwhile (the administrator's reset): the password alone signs in now
    throw redirect(Path.signIn)
  if (pending) return { kind: pending.pending.purpose, ...pending }
  const patient = await getPatient(request)
  if (!patient) throw redirect(Path.signIn)
  if (!mobileMethodOf(await twoStepRecordOf(patient.patientId))) throw redirect(Path.security)
  return { kind: 'confirm', patient, codeSent: await codeSentOf(request) }
}

const sentOf = (step: Step) => (step.kind === 'confirm' ? step.codeSent : step.pending.codeSent) ?? null

/** The number the code goes to: the method's; when setting up, the mobile the services verified, never a typed one. */
async function phoneOf(step: Step): Promise<string | null> {
  if (step.kind === 'set-up') return verifiedMobileOf(step.patient)
  return mobileMethodOf(await twoStepRecordOf(step.patient.patientId))?.phone ?? null
}

export async function stepView(request: Request) {
  const step = await stepOf(request)
  const phone = await phoneOf(step)
  const sent = sentOf(step)
  const passkey = step.kind !== 'set-up' && passkeysOf(await twoStepRecordOf(step.patient.patientId)).length > 0
  return {
    passkey,
    kind: step.kind,
    phone: phone ? phoneEnding(phone) : null,
    codeSent: sent ? phoneEnding(sent.phone) : null,
    digits: OTP_DIGITS,
    recovery: step.kind !== 'set-up',
    remember: step.kind !== 'confirm',
    helpText: getEnv().TWO_STEP_HELP_TEXT,
  }
}

type Reply = { error: Record<string, string[]>; initialValue?: Record<string, string> }
const refuse = (field: string, message: string, status = 400, initialValue?: Record<string, string>) =>
  json<Reply>({ error: { [field]: [message] }, initialValue }, { status })

export async function answerStep(request: Request, clientAddress: string) {
  const step = await stepOf(request)
  const form = await readForm(request)
  const notices = requestTexts(request).texts('twoStepMessages')
  const intent = intentOf(form, ['send', 'mobile', 'recovery'])
  const { patientId } = step.patient

  if (intent === 'send') {
    const phone = await phoneOf(step)
    // no verified mobile (it was changed since the password): sign in again, which sends the patient to verify one
    if (!phone) throw redirect(Path.signIn)
    const held = await codeSendHeld(request, patientId)
    if (held) return refuse('', refusalText(request, held), 429)
    if ((await sendMobileCode(step.patient, phone)) === 'failed') return refuse('', notices.sendFailed, 502)
    if (step.kind === 'confirm') await setCodeSent(request, { phone, at: Date.now() })
    else await updatePending(request, withCodeSent(step.pending, phone, Date.now()))
    return redirect(Path.secondStep)
  }

  const remember = form.get('remember') === 'on'
  if (intent === 'mobile') {
    const sent = sentOf(step)
    const otp = String(form.get('otp') ?? '').trim()
    if (!sent) return refuse('', notices.sendFirst)
    if (!new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(otp))
      return refuse('otp', fill(notices.codeRequired, { digits: OTP_DIGITS }))
    const tried = await secondStepTry(request, step.patient, 'code', clientAddress)
    if (tried.refused) return refuse('', refusalText(request, tried), 429)
    if (!(await mobileCodeTaken(step.patient, sent.phone, otp))) {
      await recordActivity(patientId, 'secondStepFailed', request)
      await tried.failed()
      return refuse('otp', notices.codeInvalid)
    }
    await tried.passed()
    if (step.kind === 'set-up') return setUpDone(request, step, sent.phone, remember)
    return passed(request, step, remember)
  }

  if (intent === 'recovery' && step.kind !== 'set-up') {
    const typed = String(form.get('recoveryCode') ?? '').trim()
    if (!typed) return refuse('recoveryCode', notices.recoveryRequired)
    const tried = await secondStepTry(request, step.patient, 'recovery', clientAddress)
    if (tried.refused) return refuse('', refusalText(request, tried), 429)
    if (!(await spendRecoveryCode(patientId, typed))) {
      await recordActivity(patientId, 'secondStepFailed', request)
      return refuse('recoveryCode', notices.recoveryInvalid, 400, { recoveryCode: typed })
    }
    await tried.passed()
    await recordActivity(patientId, 'recoveryCodeUsed', request)
    return passed(request, step, remember)
  }
  return redirect(Path.secondStep)
}

/**
 * The second step passed, whichever way (a code, a recovery code, a passkey): a new session id,
 * the activity of `kind` recorded, the device remembered when asked; where to go next (a pending
 * session goes where sign-in leads, a confirming one back to security) and the cookie.
 */
export async function passStep(
  request: Request,
  step: Step,
  remember: boolean,
  kind: 'secondStepPassed' | 'secondStepPassedWithPasskey' = 'secondStepPassed',
) {
  const cookie = await passSecondStep(request)
  if (!cookie) throw redirect(Path.signIn)
  await recordActivity(step.patient.patientId, kind, request)
  if (step.kind === 'confirm') return { cookie, to: Path.security as string }
  if (step.device) await knownDeviceNow(step.patient.patientId, step.device.deviceId)
  if (remember && step.device) await rememberDevice(request, step.patient.patientId, step.device)
  return { cookie, to: landingFor(step.patient) }
}

async function passed(request: Request, step: Step, remember: boolean) {
  const { cookie, to } = await passStep(request, step, remember)
  const landing = await landingAfterSignIn(request, to, [cookie])
  return redirect(landing.to, { headers: landing.headers })
}

/** The mobile code set up where the hospital requires it: signed in, and the recovery codes shown once. */
async function setUpDone(request: Request, step: Step, phone: string, remember: boolean) {
  const { patient } = step
  const codes = (await addMobileMethod(request, patient.patientId, phone)) ?? []
  const cookie = await passSecondStep(request)
  if (!cookie) throw redirect(Path.signIn)
  if (step.kind === 'set-up' && step.device) await knownDeviceNow(patient.patientId, step.device.deviceId)
  if (remember && step.kind === 'set-up' && step.device) await rememberDevice(request, patient.patientId, step.device)
  const notice = requestTexts(request).texts('twoStepMessages').turnedOn
  const landing = await landingAfterSignIn(request, landingFor(patient), [cookie])
  return json({ codes: codes.map(shownCode), notice, next: landing.to }, { headers: landing.headers })
}
