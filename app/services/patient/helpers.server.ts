import { z } from 'zod/v4'
import { callService, unreadAnswer } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/**
 * The patient service: helpers (docs/helpers-services.md). A patient grants a helper, who has their own
 * account, some scopes until a date; the helper reaches the patient's data only through a
 * delegated token the service issues for one live grant. The patient's calls take the patient's
 * own token, the helper's calls the helper's own: the service refuses a delegated token here.
 * Invitation tokens travel in the body, never in a URL, so no access log keeps one. This module
 * holds the patient's calls; the helper's are in helping.server.ts.
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

export const scopesSchema = z.array(z.enum(helperScopes))

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
const helperGrantListSchema = z.array(helperGrantSchema)

/** What the patient fills in: a mobile or an e-mail address for the invitation, an end as YYYY-MM-DD. */
export interface HelperInvite {
  helperName: string
  mobile?: string
  email?: string
  relationship: Relationship
  scopes: HelperScope[]
  endsAt: string
}

/** Invites a helper; the service sends the link. Past the daily cap: 429, code HELPER_INVITES_TODAY. */
export async function inviteHelper(patient: SignedInPatient, invite: HelperInvite): Promise<HelperGrant> {
  const { data } = await callService(
    {
      service: 'patient',
      path: `/patients/${patient.patientId}/helpers`,
      method: 'POST',
      json: invite,
      caller: patient,
    },
    helperGrantSchema,
  )
  return data
}

/** The patient's grants, newest first; ended ones are kept 90 days. */
export async function listHelperGrants(patient: SignedInPatient): Promise<HelperGrant[]> {
  const { data } = await callService(
    { service: 'patient', path: `/patients/${patient.patientId}/helpers`, caller: patient },
    helperGrantListSchema,
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
      caller: patient,
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
      caller: patient,
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
      caller: patient,
    },
    unreadAnswer,
  )
}
