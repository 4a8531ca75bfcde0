import { z } from 'zod'
import { webAddress } from '~/domain/common/web-address'
import { callService } from '~/utils/service-request.server'

/** The admin service: the hospital's patient consent message (spec 1 section 3, spec 2 section 7). */
const consentMessageSchema = z.object({
  patientConsentMessage: z.string(),
  patientConsentUrl: z.string().nullish(),
})

export type ConsentMessage = { message: string; url: string | null }

/**
 * The services name an administrator, not a hospital; the portal knows only the hospital, and
 * asks with its id (see ADR 9). The token is optional: registration asks before any sign-in.
 */
export async function getPatientConsentMessage(hospitalId: number, token?: string): Promise<ConsentMessage> {
  const { data } = await callService(
    { service: 'admin', path: `/admins/${hospitalId}/consent-message/patient-consent`, token },
    consentMessageSchema,
  )
  return { message: data.patientConsentMessage, url: webAddress(data.patientConsentUrl) }
}

/** The hospital's refund policy; asked for with the hospital's id as the administrator's (ADR 9). */
export async function getRefundPolicy(patient: { hospitalId: number; token: string }): Promise<string> {
  const { data } = await callService(
    {
      service: 'admin',
      path: `/admins/${patient.hospitalId}/refund-policy/patient-refund-policy`,
      token: patient.token,
    },
    z.object({ patientRefundPolicyData: z.string().nullish() }),
  )
  return data.patientRefundPolicyData ?? ''
}
