/**
 * The helpers' texts in English (docs/helpers.md, ADR 56): the patient's /helpers screen and its
 * change page, and the invitation page a helper opens. helpersMessages and invitationMessages stay
 * on the server (validation and alerts).
 */
export const helpersScreen = {
  title: 'Helpers | Patient Portal',
  heading: 'Helpers',
  intro:
    'A helper is someone you trust, such as a son, daughter or spouse. They sign in with their own account and do for you only what you allow, until the day you choose. Everything they do shows in your account activity.',
  never:
    'A helper can never see or change your password, your sign-in steps or devices, your account activity, your contact details or consent, invite anyone else, or delete your documents.',
  inviteHeading: 'Invite a helper',
  name: "Helper's name",
  contact: 'Mobile number or e-mail address',
  contactHint: 'The invitation link goes here. It says nothing about your health.',
  relationship: 'Relationship',
  relationships: { son: 'Son', daughter: 'Daughter', spouse: 'Spouse', parent: 'Parent', other: 'Other' },
  scopesLegend: 'What the helper may do',
  scopesHint: 'Choose at least one.',
  scopes: {
    see: {
      label: 'See appointments',
      hint: "Your appointments, history, an appointment's page and prescription, and your notifications.",
    },
    book: { label: 'Book and change appointments', hint: 'Book, reschedule and cancel appointments for you.' },
    chat: { label: 'Chat with the doctor', hint: "Read and send messages in your appointments' chat." },
    call: {
      label: 'Join video calls',
      hint: 'Join your video consultation as themselves; the doctor sees them named as your helper.',
    },
    documents: {
      label: 'Add documents',
      hint: 'Upload documents to a booking and to your profile. They can never delete one.',
    },
  },
  endLegend: 'Access ends',
  ends: {
    '1m': 'In one month',
    '6m': 'In six months',
    '18m': 'In 18 months, the longest allowed',
    date: 'On a day I choose',
  },
  endDate: 'Last day of access',
  endDateHint: 'A day after today, {date} at the latest.',
  invite: 'Send invitation',
  sending: 'Sending…',
  listHeading: 'Your helpers',
  empty: 'You have not invited anyone yet.',
  listFailed: 'Your helpers could not be shown just now. Try again in a moment.',
  relationshipLine: 'Relationship: {relationship}',
  scopesLine: 'May: {scopes}',
  states: {
    invited: 'Invited, not answered yet',
    active: 'Active',
  },
  endedWhy: {
    'by-patient': 'Ended: you ended it',
    expired: 'Ended: its last day passed',
    declined: 'Ended: the invitation was declined',
    'wrong-year': 'Ended: your year of birth was entered wrongly three times',
    'invitation-expired': 'Ended: the invitation was not answered within 7 days',
    'patient-inactive': 'Ended: your account became inactive',
    'turned-18': 'Ended: you turned 18',
  },
  endsOn: 'Last day: {date}',
  lastUsed: 'Last used: {date}, {time}',
  neverUsed: 'Not used yet',
  reminderCopies: 'Gets reminder copies by SMS',
  minor: 'Made by the hospital while you are under 18; it ends on your 18th birthday.',
  change: 'Change',
  changeNamed: "Change {name}'s access",
  renew: 'Renew',
  renewNamed: "Renew {name}'s access",
  end: 'End access',
  endNamed: "End {name}'s access",
  changeTitle: 'Change a helper | Patient Portal',
  changeHeading: "Change {name}'s access",
  changeIntro: 'Choose again what {name} may do and when it ends. It takes effect at their next step.',
  save: 'Save changes',
  saving: 'Saving…',
  backToList: 'Back to your helpers',
} as const

/** The profile's link to the helpers screen, beside "Your devices". */
export const helpersLink = {
  label: 'Helpers',
  hint: 'Family who act for you with their own sign-in',
} as const

/** The /helpers screen's validation messages and alerts (server only). */
export const helpersMessages = {
  nameRequired: "Enter the helper's name",
  nameTooLong: "The helper's name can be at most 50 characters",
  contactRequired: "Enter the helper's mobile number or e-mail address",
  contactInvalid: 'Enter a 10-digit mobile number, or an e-mail address like name@example.com',
  relationshipRequired: 'Choose how the helper is related to you',
  scopesRequired: 'Choose at least one thing the helper may do',
  endRequired: "Choose when the helper's access ends",
  endDateRequired: 'Enter the last day of access',
  endDateInvalid: 'Enter the last day of access as a real date',
  endDatePast: 'The last day of access must be after today',
  endDateTooFar: 'The last day of access can be {date} at the latest, 18 months from today',
  invited: 'Invitation sent to {name}. The link works for 7 days.',
  invitesToday: 'You have sent as many invitations as allowed today. Try again tomorrow.',
  changed: "{name}'s access is changed.",
  renewed: "{name}'s access is renewed until {date}.",
  ended: "{name}'s access has ended.",
  gone: 'That helper is not in your list any more.',
  failed: 'That did not go through. Try again in a moment.',
} as const

/** The invitation page a helper opens from the link (texts the page shows). */
export const invitationScreen = {
  title: 'An invitation to help | Patient Portal',
  heading: 'An invitation to help',
  headingNamed: 'An invitation to help {name}',
  signInFirst:
    'To answer it, sign in with your own account, or register if you have none. You come back to this page afterwards.',
  signIn: 'Sign in',
  register: 'Register',
  offer: '{name} asks you to help them, as their {relationship}.',
  relationships: { son: 'son', daughter: 'daughter', spouse: 'spouse', parent: 'parent', other: 'helper' },
  mayHeading: 'You may',
  until: 'Until {date}, unless {name} ends it sooner.',
  ownSignIn: 'You act with your own sign-in. Never use their password.',
  year: "{name}'s year of birth",
  yearHint: 'This makes sure the invitation reached the right person. Four digits, like 1958.',
  accept: 'Accept',
  decline: 'Decline',
  used: 'This invitation has already been answered.',
  ended: 'This invitation has ended. Ask the person who sent it to invite you again.',
  toAppointments: 'Go to your appointments',
} as const

/** The invitation page's validation messages and alerts (server only). */
export const invitationMessages = {
  yearRequired: 'Enter the year of birth as four digits, like 1958',
  wrongYear: {
    one: 'That is not the year of birth. You have 1 more try.',
    other: 'That is not the year of birth. You have {n} more tries.',
  },
  endedByTries: 'The year of birth was wrong three times, so the invitation has ended.',
  accepted: 'You are now a helper for {name} and can act for them with Switch account.',
  declined: 'You declined the invitation. Nothing was shared with you.',
  failed: 'That did not go through. Try again in a moment.',
} as const
