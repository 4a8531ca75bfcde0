import { z } from 'zod/v4'
import { relationships, scopesSchema } from '~/services/patient/helpers.server'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The patient service: a helper's own calls, with the helper's own token (docs/helpers-services.md):
 * the invitation, then the grants the helper holds and the delegated token of one of them.
 */

/** A grant as the helper sees it (for /switch): the patient by given name and initial only ("Asha R."). */
export const grantForHelperSchema = z.object({
  grantId: z.number(),
  patientId: z.number(),
  patientShortName: z.string(),
  scopes: scopesSchema,
  endsAt: z.string(),
  minor: z.boolean(),
  reminderCopies: z.boolean(),
})
export type GrantForHelper = z.infer<typeof grantForHelperSchema>

const invitationViewSchema = z.object({
  patientShortName: z.string(),
  relationship: z.enum(relationships),
  scopes: scopesSchema,
  endsAt: z.string(),
  state: z.enum(['open', 'used', 'ended']),
})
export type InvitationView = z.infer<typeof invitationViewSchema>

const acceptOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted'), grant: grantForHelperSchema }),
  z.object({ outcome: z.literal('wrong-year'), triesLeft: z.number() }),
  z.object({ outcome: z.literal('ended') }),
])

export type AcceptOutcome =
  { outcome: 'accepted'; grant: GrantForHelper } | { outcome: 'wrong-year'; triesLeft: number } | { outcome: 'ended' }

const declinedSchema = z.object({ patientId: z.number() })
const grantsForHelperSchema = z.array(grantForHelperSchema)
const delegationSchema = z.object({ token: z.string(), grant: grantForHelperSchema })
const liveSchema = z.object({ live: z.boolean() })

/** What the invitation offers; changes nothing (link scanners and chat previews open links first). */
export async function readInvitation(helper: SignedInPatient, token: string): Promise<InvitationView> {
  const { data } = await callService(
    {
      service: 'patient',
      path: '/helper-invitations/view',
      method: 'POST',
      json: { token },
      caller: helper,
    },
    invitationViewSchema,
  )
  return data
}

/** Accepts with the patient's year of birth; the third wrong year ends the invitation. */
export async function acceptInvitation(
  helper: SignedInPatient,
  token: string,
  yearOfBirth: number,
): Promise<AcceptOutcome> {
  const { data } = await callService(
    {
      service: 'patient',
      path: '/helper-invitations/accept',
      method: 'POST',
      json: { token, yearOfBirth },
      caller: helper,
    },
    acceptOutcomeSchema,
  )
  return data
}

/** Declines; the answer names the patient whose invitation it was (for their activity entry). */
export async function declineInvitation(helper: SignedInPatient, token: string): Promise<{ patientId: number }> {
  const { data } = await callService(
    {
      service: 'patient',
      path: '/helper-invitations/decline',
      method: 'POST',
      json: { token },
      caller: helper,
    },
    declinedSchema,
  )
  return data
}

/** The helper's active grants (the accounts /switch offers). */
export async function listGrantsForHelper(helper: SignedInPatient): Promise<GrantForHelper[]> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${helper.patientId}/helping`, caller: helper },
    grantsForHelperSchema,
  )
  return data
}

/**
 * The delegated token for one live grant (its `exp` within the grant's end and the helper's own
 * token's); marks the grant used. Not live: 403, code GRANT_ENDED.
 */
export async function actFor(
  helper: SignedInPatient,
  grantId: number,
): Promise<{ token: string; grant: GrantForHelper }> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${helper.patientId}/helping/${grantId}/token`,
      method: 'POST',
      caller: helper,
    },
    delegationSchema,
  )
  return data
}

/** Whether the grant is still live for this helper: the portal's check on every request while acting. */
export async function grantIsLive(helper: SignedInPatient, grantId: number): Promise<boolean> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${helper.patientId}/helping/${grantId}`,
      caller: helper,
    },
    liveSchema,
  )
  return data.live
}
