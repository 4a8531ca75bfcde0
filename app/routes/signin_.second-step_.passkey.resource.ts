import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { recordActivity } from '~/areas/activity.server'
import { authenticationOptions, ceremonyAnswer, passkeyTaken } from '~/areas/security/passkeys.server'
import { refusalText, secondStepTry } from '~/areas/security/tries.server'
import { twoStepRecordOf } from '~/areas/security.server'
import { passkeysOf } from '~/domain/security/methods'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import { currentSessionId } from '~/utils/session/device-sessions.server'
import { passStep, stepOf } from './signin_.second-step/step.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * A passkey at the second step (docs/two-step.md, ADR 92), for the island's fetch: `options`
 * starts the ceremony under this session (pending, or signed in and confirming), `verify` checks
 * the answer against one of the patient's own passkeys, counted per address (docs/two-step.md#limits), and
 * passes the step as a code does: `to` says where next, the cookie carries the new session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const step = await stepOf(request)
  const sessionId = await currentSessionId(request)
  const { patientId } = step.patient
  const record = await twoStepRecordOf(patientId)
  // no passkey to use here: back to the second step's own page, as every other route sends it
  if (step.kind === 'set-up' || passkeysOf(record).length === 0 || !sessionId) return redirect(Path.secondStep)
  const form = await readForm(request)
  const intent = intentOf(form, ['options', 'verify'])
  const notices = requestTexts(request).texts('twoStepMessages')

  if (intent === 'options')
    return json({ options: await authenticationOptions(request, sessionId, record) }, { headers: noStore })
  const tried = await secondStepTry(request, step.patient, 'passkey', context.clientAddress as string)
  if (tried.refused) return json({ error: refusalText(request, tried) }, { status: 429, headers: noStore })
  const answer = intent === 'verify' ? ceremonyAnswer<AuthenticationResponseJSON>(form) : null
  if (!answer || !(await passkeyTaken(request, sessionId, patientId, answer))) {
    await recordActivity(patientId, 'secondStepFailedWithPasskey', request)
    return json({ error: notices.passkeyFailed }, { status: 400, headers: noStore })
  }
  await tried.passed()
  const remember = form.get('remember') === 'on'
  const { cookie, to } = await passStep(request, step, remember, 'secondStepPassedWithPasskey')
  return json({ to }, { headers: { ...noStore, 'Set-Cookie': cookie } })
}
