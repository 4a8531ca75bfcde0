import { json, type ActionFunctionArgs } from '@remix-run/node'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { requirePatient } from '~/areas/identity/guard.server'
import { ceremonyAnswer, finishRegistration, registrationOptions } from '~/areas/security/passkeys.server'
import { tellPatient } from '~/areas/security/tell-patient.server'
import { twoStepRecordOf } from '~/areas/security.server'
import { isFresh } from '~/domain/security/flow'
import { mobileMethodOf } from '~/domain/security/methods'
import { getPatientProfile } from '~/services/patient/profile.server'
import { getEnv } from '~/utils/env.server'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import { currentSessionId } from '~/utils/session/device-sessions.server'
import { secondStepAtOf } from '~/utils/session/pending.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Adding a passkey on account security (docs/two-step.md, ADR 92), for the island's fetch:
 * `options` starts the registration under this signed-in session, `verify` checks the browser's
 * answer and keeps the passkey. Only with two-step sign-in on, and like the other changes there,
 * with a second step passed in this session in the last ten minutes (else `confirm` says where).
 */
export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const sessionId = await currentSessionId(request)
  const record = await twoStepRecordOf(patient.patientId)
  if (getEnv().TWO_STEP === 'off' || !mobileMethodOf(record) || !sessionId)
    return json({}, { status: 409, headers: noStore })
  if (!isFresh(await secondStepAtOf(request), Date.now()))
    return json({ confirm: Path.secondStep }, { status: 403, headers: noStore })
  const { texts } = requestTexts(request)
  const form = await readForm(request)
  const intent = intentOf(form, ['options', 'verify'])

  if (intent === 'options') {
    const profile = await getPatientProfile(patient).catch(() => null)
    const names = { service: texts('securityScreen').passkeyService, user: profile?.email || String(patient.patientId) }
    return json(
      { options: await registrationOptions(request, sessionId, patient.patientId, record, names) },
      { headers: noStore },
    )
  }
  const notices = texts('twoStepMessages')
  const answer = intent === 'verify' ? ceremonyAnswer<RegistrationResponseJSON>(form) : null
  const name = String(form.get('name') ?? '')
  const fallback = texts('securityScreen').passkeyDefault
  if (!answer || !(await finishRegistration(request, sessionId, patient.patientId, answer, name, fallback)))
    return json({ error: notices.passkeyNotAdded }, { status: 400, headers: noStore })
  await tellPatient(patient, (alerts) => alerts.passkeyAdded)
  return json({ notice: notices.passkeyAdded }, { headers: noStore })
}
