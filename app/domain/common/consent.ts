/**
 * What the patient's consent (docs/rules/identity.md#validation) and the guest's
 * (docs/rules/guest-call.md#validation) share: how long the signer's name may be, and the
 * relationships the services know (also asked of a person added to a call).
 */
export const CONSENT_NAME_MAX = 49
export const RELATIONSHIPS = ['Self', 'Father', 'Mother', 'Son', 'Daughter', 'Spouse', 'Friend'] as const
