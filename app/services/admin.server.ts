import { z } from 'zod/v4'
import { webAddress } from '~/domain/common/web-address'
import { callService } from '~/utils/calls/service-request.server'

/** The admin service: the hospital's patient consent message (docs/rules/identity.md#service-calls and docs/rules/booking.md#service-calls). */
const consentMessageSchema = z.object({
  patientConsentMessage: z.string(),
  patientConsentUrl: z.string().nullish(),
})

export type ConsentMessage = { message: string; url: string | null }

const refundPolicySchema = z.object({ patientRefundPolicyData: z.string().nullish() })

/**
 * The consent message of an administrator (`adminId`: see hospitalAdminId and ADR 54). The token
 * is optional: registration asks before any sign-in.
 */
export async function getPatientConsentMessage(adminId: number, token?: string): Promise<ConsentMessage> {
  const { data } = await callService(
    { service: 'admin', path: `/admins/${adminId}/consent-message/patient-consent`, token },
    consentMessageSchema,
  )
  return { message: data.patientConsentMessage, url: webAddress(data.patientConsentUrl) }
}

/** The refund policy of an administrator (`adminId`: see hospitalAdminId and ADR 54). */
export async function getRefundPolicy(adminId: number, token: string): Promise<string> {
  const { data } = await callService(
    {
      service: 'admin',
      path: `/admins/${adminId}/refund-policy/patient-refund-policy`,
      token,
    },
    refundPolicySchema,
  )
  return data.patientRefundPolicyData ?? ''
}
