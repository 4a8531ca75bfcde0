import { recordSignIn } from '~/areas/activity.server'
import { knownDeviceNow, signingInDevice } from '~/areas/devices.server'
import { rememberSource } from '~/areas/identity/known-sources.server'
import { normalUsername } from '~/areas/identity.server'
import { keepSignInName } from '~/areas/security/password-again.server'
import { sessionAfterPassword } from '~/areas/security.server'
import { forgetNotificationDot } from '~/services/patient/notifications.server'
import { Path } from '~/utils/navigation/paths'

/**
 * What follows a password the services accepted, in one place for the sign-in form and for whatever
 * else signs a patient in the same way: the device in words, the session (or the pending second
 * step), the device known once the sign-in is complete on it, the activity entry that says which, and
 * the address and account the username signed in from (a known place for the sign-in throttle), and
 * the bell's dot asked afresh on the first page.
 */
export async function passwordAccepted(
  request: Request,
  token: string,
  login: { patientId: number; username: string; clientAddress: string },
) {
  const device = await signingInDevice(request, token, login.clientAddress)
  const { cookie, to } = await sessionAfterPassword(request, token, device)
  const complete = to !== Path.secondStep
  // a device becomes known once the sign-in is complete on it: here, or when its second step passes
  if (complete) await knownDeviceNow(login.patientId, device.deviceId)
  await recordSignIn(login.patientId, login.username, request, complete ? 'signIn' : 'signInPasswordOnly')
  await keepSignInName(login.patientId, login.username)
  await rememberSource(normalUsername(login.username), login.clientAddress, login.patientId)
  await forgetNotificationDot(login.patientId)
  return { cookie, to }
}
