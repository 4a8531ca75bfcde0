/**
 * The genders the services know: a patient's (sign-up, profile) and a doctor's (the doctor list's
 * filter). Their labels are each area's texts (profileGenders, app/messages/profile/en.ts).
 */
export const GENDERS = ['MALE', 'FEMALE', 'OTHERS'] as const
