import { z } from 'zod'
import { callService } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The patient service: helpers (docs/helpers-services.md). A patient grants a helper, who has their own
 * account, some scopes until a date; the helper reaches the patient's data only through a
 * delegated token the service issues for one live grant. The patient's calls take the patient's
 * own token, the helper's calls the helper's own: the service refuses a delegated token here.
 * Invitation tokens travel in the body, never in a URL, so no access log keeps one.
 */

export const helperScopes = ['see', 'book', 'chat', 'call', 'documents'] as const
export type HelperScope = (typeof helperScopes)[number]
export const relationships = ['son', 'daughter', 'spouse', 'parent', 'other'] as const
export type Relationship = (typeof relationships)[number]
export type GrantState = 'invited' | 'active' | 'ended'

const endReasons = [
  'by-patient',
  'expired',
  'declined',
  'wrong-year',
  'invitation-expired',
  'patient-inactive',
  'turned-18',
] as const
export type GrantEndReason = (typeof endReasons)[number]

const scopesSchema = z.array(z.enum(helperScopes))

/** A grant as the patient sees it: never the helper's whole contact, only its hint ("mobile ending 005"). */
const helperGrantSchema = z.object({
  id: z.number(),
  helperName: z.string(),
  relationship: z.enum(relationships),
  scopes: scopesSchema,
  state: z.enum(['invited', 'active', 'ended']),
  endedReason: z.enum(endReasons).nullable(),
  endsAt: z.string(),
  startedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  contactHint: z.string(),
  minor: z.boolean(),
  reminderCopies: z.boolean(),
})
export type HelperGrant = z.infer<typeof helperGrantSchema>

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

/** What the patient fills in: a mobile or an e-mail address for the invitation, an end as YYYY-MM-DD. */
export interface HelperInvite {
  helperName: string
  mobile?: string
  email?: string
  relationship: Relationship
  scopes: HelperScope[]
  endsAt: string
}

// ---------------------------------------------------------------- the patient (own token)

/** Invites a helper; the service sends the link. Past the daily cap: 429, code HELPER_INVITES_TODAY. */
export async function inviteHelper(patient: SignedInPatient, invite: HelperInvite): Promise<HelperGrant> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/helpers`,
      method: 'POST',
      json: invite,
      token: patient.token,
    },
    helperGrantSchema,
  )
  return data
}

/** The patient's grants, newest first; ended ones are kept 90 days. */
export async function listHelperGrants(patient: SignedInPatient): Promise<HelperGrant[]> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/helpers`, token: patient.token },
    z.array(helperGrantSchema),
  )
  return data
}

export async function changeHelperGrant(
  patient: SignedInPatient,
  grantId: number,
  change: { scopes: HelperScope[]; endsAt: string },
): Promise<HelperGrant> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/helpers/${grantId}`,
      method: 'PATCH',
      json: change,
      token: patient.token,
    },
    helperGrantSchema,
  )
  return data
}

/** The same length again from today, at most 18 months. */
export async function renewHelperGrant(patient: SignedInPatient, grantId: number): Promise<HelperGrant> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/helpers/${grantId}/renew`,
      method: 'POST',
      token: patient.token,
    },
    helperGrantSchema,
  )
  return data
}

export async function endHelperGrant(patient: SignedInPatient, grantId: number): Promise<void> {
  await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/helpers/${grantId}`,
      method: 'DELETE',
      token: patient.token,
    },
    z.unknown(),
  )
}

// ---------------------------------------------------------------- the helper (own token)

/** What the invitation offers; changes nothing (link scanners and chat previews open links first). */
export async function readInvitation(helper: SignedInPatient, token: string): Promise<InvitationView> {
  const { data } = await callService(
    {
      service: 'patient',
      path: '/helper-invitations/view',
      method: 'POST',
      json: { token },
      token: helper.token,
    },
    invitationViewSchema,
  )
  return data
}

const acceptOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('accepted'), grant: grantForHelperSchema }),
  z.object({ outcome: z.literal('wrong-year'), triesLeft: z.number() }),
  z.object({ outcome: z.literal('ended') }),
])

export type AcceptOutcome =
  { outcome: 'accepted'; grant: GrantForHelper } | { outcome: 'wrong-year'; triesLeft: number } | { outcome: 'ended' }

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
      token: helper.token,
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
      token: helper.token,
    },
    z.object({ patientId: z.number() }),
  )
  return data
}

/** The helper's active grants (the accounts /switch offers). */
export async function listGrantsForHelper(helper: SignedInPatient): Promise<GrantForHelper[]> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${helper.patientId}/helping`, token: helper.token },
    z.array(grantForHelperSchema),
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
      token: helper.token,
    },
    z.object({ token: z.string(), grant: grantForHelperSchema }),
  )
  return data
}

/** Whether the grant is still live for this helper: the portal's check on every request while acting. */
export async function grantIsLive(helper: SignedInPatient, grantId: number): Promise<boolean> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${helper.patientId}/helping/${grantId}`,
      token: helper.token,
    },
    z.object({ live: z.boolean() }),
  )
  return data.live
}
