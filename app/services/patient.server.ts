import { z } from 'zod'
import { callService } from './request.server'
import { ServiceError } from './service-error'

/** The patient service (spec 1 section 7, spec 2 section 7). */

/** Signs in; the token comes back in the Authorization response header. */
export async function login(credentials: { username: string; password: string }): Promise<string> {
  const form = new FormData()
  form.set('username', credentials.username.toLowerCase())
  form.set('password', credentials.password)
  const { headers } = await callService({ service: 'patient', path: '/login', method: 'POST', form }, z.unknown())
  const token = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim()
  if (!token) {
    throw new ServiceError({
      kind: 'invalid-response',
      status: 200,
      url: '/patient-service/login',
      errorMessage: 'No token in the login response',
    })
  }
  return token
}

const statusSchema = z.object({ status: z.string() })

export async function getPatientStatus(patient: { patientId: number; token: string }) {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/status`, token: patient.token },
    statusSchema,
  )
  return data.status
}

const notificationFlagSchema = z.object({
  patientNotificationStatusDTOs: z.array(z.object({ status: z.boolean() })),
})

/** The red dot on the bell: true when there are notifications the patient has not opened. */
export async function getNotificationFlag(patient: { patientId: number; token: string }) {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/notification-flag`,
      query: { pageSize: 1 },
      token: patient.token,
    },
    notificationFlagSchema,
  )
  return data.patientNotificationStatusDTOs[0]?.status ?? false
}
