import { passwordAgain } from '~/areas/security/password-again.server'
import { isFresh } from '~/domain/security/flow'
import type { Locale } from '~/utils/language/locale'
import { fill } from '~/utils/language/texts'
import { textsOf } from '~/utils/language/texts.server'
import { secondStepAtOf } from '~/utils/session/pending.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * A number becomes the patient's verified mobile only with the password given again
 * (docs/two-step.md#asked-again, ADR 97): that number is where hospital texts, two-step set-up and
 * the hospital's checks go, so a stolen session alone must not make it the thief's. A second step
 * passed in this session within the last ten minutes stands in for the password, as it does for
 * the other changes to the second step.
 */
export async function passwordAsked(request: Request): Promise<boolean> {
  return !isFresh(await secondStepAtOf(request), Date.now())
}

/**
 * Null when the change may go on (the password right, or not `asked`), else the refusal: the words
 * and counting of Account security.
 */
export async function mobileChangeRefusal(
  asked: boolean,
  patient: SignedInPatient,
  password: string,
  clientAddress: string,
  locale: Locale,
): Promise<{ error: string; status: 400 | 429 | 502 } | null> {
  if (!asked) return null
  const checked = await passwordAgain(patient, password, clientAddress)
  if (checked === 'right') return null
  const notices = textsOf(locale, 'twoStepMessages')
  if (checked === 'wrong') return { error: notices.passwordWrong, status: 400 }
  if (checked === 'failed') return { error: textsOf(locale, 'errorPageMessages').unexpected, status: 502 }
  return { error: fill(notices.tooMany, { seconds: checked }), status: 429 }
}
