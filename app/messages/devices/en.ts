/**
 * The devices screen's texts in English (ADR 56, ADR 88): where the patient is signed in, the
 * caretakers' passes, and the notice of a new sign-in. devicesMessages stay on the server (alerts).
 */
export const devicesScreen = {
  title: 'Your devices | Patient Portal',
  heading: 'Your devices',
  intro:
    'These are the browsers where you are signed in now. Sign out any you do not recognise, or one you left signed in on a shared computer.',
  sessionsHeading: 'Where you are signed in',
  deviceOn: '{browser} on {system}',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'an unknown system',
  thisDevice: 'This device',
  signedIn: 'Signed in: {date}, {time}',
  lastUsed: 'Last used: {date}, {time}',
  place: 'Network: {network}',
  placeUnknown: 'Network: not known',
  thisServer: "this server's own computer (a local test)",
  privateNetwork: 'private (a home, office or hospital network)',
  signOut: 'Sign out',
  signOutNamed: 'Sign out {device}',
  signOutOthers: 'Sign out all other devices',
  onlyThisDevice: 'You are signed in on this device only.',
  moreNotShown: {
    one: '{n} more device is not listed. Sign out all other devices ends it too.',
    other: '{n} more devices are not listed. Sign out all other devices ends them too.',
  },
  passesHeading: 'Caretakers in your video calls',
  passesIntro:
    'A caretaker you added to a video call can join it until the call ends. End a pass here if they should not.',
  noPasses: 'No caretaker can join your calls now.',
  passFor: '{name}: call with {doctor} on {date}, {time}',
  endPass: 'End pass',
  endPassNamed: 'End pass of {name}',
  cookieHeading: 'How this browser is recognised',
  cookieText:
    'To tell you when someone signs in from a browser your account has not used before, this portal keeps a random number in a cookie of this browser for 400 days. It holds nothing about you and stays after you sign out. It is not worked out from your browser or computer, and clearing your cookies removes it.',
  changePassword: 'Change your password',
  rememberedHeading: 'Remembered for two-step sign-in',
  rememberedIntro:
    'These browsers need only your password to sign in, for up to 30 days. Forget any you no longer use or do not recognise.',
  rememberedUntil: 'Remembered until {date}',
  noRemembered: 'No browser is remembered.',
  forget: 'Forget',
  forgetNamed: 'Forget {device}',
} as const

/** The notice on the patient's other pages after a sign-in from a browser new to the account. */
export const newSignInNotice = {
  newSignIn: 'A new sign-in on {device} at {time}.',
  notYou: 'Not you?',
  signItOut: 'Sign it out and change your password.',
} as const

/** Only the action uses these: the alert after a sign-out. */
export const devicesMessages = {
  signedOut: 'Signed out {device}.',
  signedOutOthers: { one: 'Signed out {n} other device.', other: 'Signed out {n} other devices.' },
  passEnded: 'The pass of {name} is ended.',
  alreadyGone: 'That device or pass is already signed out.',
  tooMany: 'Too many sign-outs. Please wait {seconds} seconds and try again.',
} as const
