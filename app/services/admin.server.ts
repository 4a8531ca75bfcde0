import { z } from 'zod/v4'
import { webAddress } from '~/domain/common/web-address'
import { callService, type Caller } from '~/utils/calls/service-request.server'

/** The admin service: the hospital's patient consent message (docs/rules/identity.md#service-calls and docs/rules/booking.md#service-calls). */
const consentMessageSchema = z.object({
  patientConsentMessage: z.string(),
  patientConsentUrl: z.string().nullish(),
})

export type ConsentMessage = { message: string; url: string | null }

const refundPolicySchema = z.object({ patientRefundPolicyData: z.string().nullish() })

/**
 * The consent message of an administrator (`adminId`: see hospitalAdminId and ADR 54). The caller
 * may have no token: registration asks before any sign-in.
 */
export async function getPatientConsentMessage(adminId: number, caller: Caller): Promise<ConsentMessage> {
  const { data } = await callService(
    { service: 'admin', path: `/admins/${adminId}/consent-message/patient-consent`, caller },
    consentMessageSchema,
  )
  return { message: data.patientConsentMessage, url: webAddress(data.patientConsentUrl) }
}

/** The refund policy of an administrator (`adminId`: see hospitalAdminId and ADR 54). */
export async function getRefundPolicy(adminId: number, caller: Caller): Promise<string> {
  const { data } = await callService(
    {
      service: 'admin',
      path: `/admins/${adminId}/refund-policy/patient-refund-policy`,
      caller,
    },
    refundPolicySchema,
  )
  return data.patientRefundPolicyData ?? ''
}
