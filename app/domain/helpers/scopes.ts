/**
 * What a patient can let a helper do (docs/helpers.md): each scope opens a set of the portal's
 * pages and actions (route-scopes.ts), never the account's security. Pure.
 */
export const helperScopes = ['see', 'book', 'chat', 'call', 'documents'] as const
export type HelperScope = (typeof helperScopes)[number]

/** The helper acting for a patient, as every call and record of the request knows them. */
export type Actor = {
  helperId: number
  helperName: string
  grantId: number
  scopes: readonly HelperScope[]
  /** The patient's given name and initial ("Asha R."), as the helper's own activity says for whom. */
  patientName: string
}
