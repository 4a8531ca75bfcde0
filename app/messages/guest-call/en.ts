/** The guest caretaker's texts in English (ADR 56): plain strings with {name} placeholders. */

/** The guest's pages (docs/rules/guest-call.md#screens): verify, consent and the call. */
export const guestMessages = {
  title: 'Join a video consultation',
  verifyTitle: 'User Verify',
  fullName: 'Full Name',
  code: 'Code',
  codeHint: 'The six-digit code from your invitation',
  verify: 'VERIFY',
  nameRequired: 'Kindly enter the name',
  nameShort: 'Please lengthen this text to 2 characters or more.',
  nameTooLong: 'Name must be at most 50 characters.',
  codeInvalid: 'Kindly enter the valid OTP',
  tooMany: 'Too many attempts. Please wait {seconds} seconds and try again.',
  notFound: 'This invitation link is not valid.',
  // a code is spent once its guest has consented (docs/security.md)
  codeUsed: 'This code has already been used. Please ask the patient to invite you again.',
  failedTitle: 'Verification failed',
  close: 'Close',
  consentTitle: 'Consent',
  name: 'Name',
  age: 'Age',
  relationship: 'Relationship',
  // docs/rules/guest-call.md#validation: the name as the patient consent's
  consentNameRequired: 'Please enter the name',
  relationRequired: 'Please choose the relationship',
  ageRequired: 'Please enter the age',
  // docs/rules/guest-call.md#validation: an age field emptied while typing (the submit says ageRequired)
  ageEmptied: 'Please enter an age.',
  // {platform} and {provider}: the two consent texts' names
  agreeToConsents: 'By continuing you agree to our {platform} and {provider}',
  platformConsent: 'Platform consent',
  providerConsent: 'Provider consent',
  agreeRequired: 'Please tick the box to agree to the consent',
  agree: 'AGREE AND CONTINUE',
  consentMessages: 'Consent message',
  leaveConsent: 'Leave',
  loading: 'Loading...',
  joinFailedTitle: 'Could not join the call',
  closedByDoctor: 'Consultation has been closed by the doctor',
  removed: 'You have been removed from the call.',
  leave: 'Leave call',
  // a call's answer to a guest who has not verified and consented; the join dialog shows it
  forbidden: 'Forbidden',
} as const

/**
 * The two consent texts the guest can read before agreeing (docs/rules/guest-call.md#screens), in sections.
 * Plain summaries written for this portal; the hospital's full wording replaces them.
 */
export const platformConsent = {
  title: 'Platform consent',
  sections: [
    {
      heading: 'Online counselling',
      body: 'Consultations on this platform take place by video. They are not a replacement for emergency care or for an in-person visit when the provider advises one.',
    },
    {
      heading: 'Confidentiality',
      body: 'What is said in a consultation stays between the patient, the provider and the people the patient invites.',
    },
    {
      heading: 'Exceptions to confidentiality',
      body: 'A provider may have to share information when there is a risk of serious harm to the patient or to others, or when the law requires it.',
    },
    {
      heading: 'Recording',
      body: 'Consultations are not recorded by the platform. No one may record a consultation without the consent of everyone taking part.',
    },
    {
      heading: 'Cancellation and refund policy',
      body: 'Consultations can be cancelled or rescheduled at least 24 hours before the start. The full fee is charged for a missed consultation; completed consultations are not refunded.',
    },
    {
      heading: 'Minors',
      body: 'A patient under 18 takes part with the consent of a parent or guardian.',
    },
    {
      heading: 'Couples counselling',
      body: 'In couples counselling both partners agree to take part, and each may ask to speak with the provider alone.',
    },
    {
      heading: 'Career counselling',
      body: 'Career counselling gives guidance only; decisions remain with the person counselled.',
    },
  ],
} as const

/** The provider's consent, the second pop-up. */
export const providerConsent = {
  title: 'Provider consent',
  sections: [
    {
      heading: 'Nature of tele-mental-health',
      body: 'Care is given over live video, which differs from meeting in person: some signs are harder to see, and the connection may fail.',
    },
    {
      heading: 'Privacy',
      body: 'The provider takes part from a private place and keeps the consultation confidential.',
    },
    {
      heading: 'Benefits and risks',
      body: 'Video care saves travel and waiting; its risks include interruptions of the connection and, rarely, a breach of the technology.',
    },
    {
      heading: 'Professional standards',
      body: 'Providers follow the same professional and ethical standards as in their practice.',
    },
    {
      heading: 'Technology',
      body: 'Everyone taking part needs a device with a camera, a microphone and a stable internet connection.',
    },
    {
      heading: 'Emergencies',
      body: 'In an emergency, call your local emergency number or go to the nearest hospital; do not wait for a video consultation.',
    },
    {
      heading: 'Compensation and fees',
      body: 'Providers pay a licence fee and an infrastructure charge of 2.00 Rs per minute per call. Cancel or reschedule at least 24 hours before; the full fee is charged for no-shows; completed sessions are not refunded. A minor means a person under 18.',
    },
    {
      heading: 'Consent',
      body: 'By continuing you confirm that you have read these terms and agree to take part in the video consultation.',
    },
  ],
} as const
