/**
 * The activity page's texts in English (docs/activity.md), in the form every language shares (ADR 56):
 * one text per kind of entry, the page around them and the profile's link to it.
 */
export const activityMessages = {
  pageTitle: 'Account activity | Patient Portal',
  title: 'Account activity',
  intro:
    'What was done on your account in the last {days} days, newest first, and from which device. If you see something you did not do, change your password.',
  changePassword: 'Change your password',
  filterForm: 'Which activity to show',
  filterLabel: 'Show',
  apply: 'Show',
  filters: {
    all: 'Everything',
    signIns: 'Sign-ins',
    signOuts: 'Sign-outs',
    security: 'Password, consent and mobile number',
    appointments: 'Appointments',
    profile: 'Profile and documents',
    guests: 'Caretakers',
  },
  caption: '{title}, page {page} of {count}',
  when: 'When',
  what: 'What',
  device: 'Device',
  empty: 'Nothing has been recorded yet.',
  noMatch: 'Nothing of this kind in the last {days} days.',
  browserOn: '{browser} on {system}',
  network: 'network {place}',
  unknownDevice: 'Unknown device',
  documentsUploaded: { one: 'Document uploaded', other: '{n} documents uploaded' },
  kinds: {
    signIn: 'Signed in',
    signInFailed: 'Failed sign-in with your username',
    signOut: 'Signed out',
    signOutIdle: 'Signed out after a time without activity',
    signOutLimit: 'Signed out at the end of the longest session allowed',
    signOutElsewhere: 'Signed out from another device',
    passwordChanged: 'Password changed',
    passwordReset: 'Password reset with a one-time code',
    consentGiven: 'Consent given',
    appointmentBooked: 'Appointment booked',
    appointmentCancelled: 'Appointment cancelled',
    appointmentRescheduled: 'Appointment rescheduled',
    documentUploaded: 'Document uploaded',
    documentDeleted: 'Document deleted',
    photoChanged: 'Profile photo changed',
    profileSaved: 'Profile details saved',
    mobileVerified: 'Mobile number verified',
    caretakerInvited: 'Caretaker invited to a video consultation',
    caretakerRemoved: 'Caretaker removed from a video consultation',
    guestVerified: 'Caretaker entered the consultation code',
    guestJoined: 'Caretaker joined the video consultation',
    guestPassEnded: "Caretaker's access to the consultation ended",
  },
} as const

/** The profile screen's link to the activity page. */
export const activityLink = {
  label: 'Account activity',
  hint: 'Sign-ins and changes on your account',
} as const
