/**
 * Two-step sign-in's texts in English (docs/two-step.md, ADR 56): the second-step page, the
 * account security screen, and the alerts and errors only the actions use.
 */
export const secondStepScreen = {
  title: 'Second sign-in step | Patient Portal',
  heading: 'Confirm it is you',
  intro: 'Your password was right. Now enter the code we send by text message to your mobile number ending in {phone}.',
  confirmHeading: 'Confirm it is you again',
  confirmIntro:
    'To change your two-step sign-in, confirm it is you once more with a code to your mobile number ending in {phone}.',
  setUpHeading: 'Set up two-step sign-in',
  setUpIntro:
    'Your hospital asks for a second step after your password: a code sent by text message to your mobile each time you sign in.',
  sendCodeTo: 'Send a code to your mobile ending in {phone}',
  sendAgain: 'Send a new code',
  codeSent: 'We sent a code to your mobile number ending in {phone}. It is valid for a few minutes.',
  code: 'Code from the text message',
  codeHint: '{digits} digits',
  verify: 'Confirm',
  checking: 'Checking…',
  remember: 'Remember this device for 30 days',
  rememberHint: 'Then this browser needs only your password. Do not choose this on a shared or public computer.',
  recoveryHeading: 'Use a recovery code',
  recoveryIntro: 'No phone with you? Enter one of the recovery codes you saved. Each code works once.',
  recoveryCode: 'Recovery code',
  recoveryHint: 'Ten letters and digits, for example abcde-fghjk',
  useRecovery: 'Use recovery code',
  lostHeading: 'Lost your phone and your recovery codes?',
  signOut: 'Cancel and sign out',
  backToSecurity: 'Back to account security',
  codesHeading: 'Your recovery codes',
  codesIntro:
    'Keep these codes somewhere safe, away from this device: print them or write them down. Each code lets you sign in once when you cannot get a code on your mobile. You will not see them again.',
  continue: 'Continue',
  passkeyHeading: 'Use a passkey',
  passkeyIntro: 'No code to read or type: confirm with the passkey on this device or your security key.',
  usePasskey: 'Use a passkey',
  passkeyWaiting: 'Follow the steps your browser shows…',
} as const

export const securityScreen = {
  title: 'Account security | Patient Portal',
  heading: 'Account security',
  intro:
    'Two-step sign-in asks for a code sent to your mobile after your password, so a stolen or guessed password alone cannot open your account.',
  statusOn: 'Two-step sign-in is on: a code to your mobile number ending in {phone}.',
  statusOff: 'Two-step sign-in is off.',
  turnOnHeading: 'Turn on a code to your mobile',
  needVerified: 'First verify your mobile number on your profile; the code goes to that number.',
  profileLink: 'Verify your mobile number on your profile',
  codesHeading: 'Recovery codes',
  codesLeft: {
    one: '{n} unused recovery code left.',
    other: '{n} unused recovery codes left.',
  },
  newCodes: 'Make new recovery codes',
  newCodesHint: 'Your old codes stop working. You may be asked to confirm it is you first.',
  turnOffHeading: 'Turn off two-step sign-in',
  turnOffHint:
    'You will sign in with your password alone; your recovery codes and remembered devices are forgotten. You may be asked to confirm it is you first.',
  turnOff: 'Turn off two-step sign-in',
  required: 'Your hospital requires two-step sign-in, so it cannot be turned off here.',
  devicesLink: 'Your devices and remembered devices',
  passkeysHeading: 'Passkeys',
  passkeysIntro:
    'A passkey lets you pass the second step with your fingerprint, face, screen lock or security key, with no code to read or type. You still sign in with your password first.',
  passkeysNeedScript: 'Adding a passkey needs JavaScript, which is off in this browser.',
  passkeyService: 'Patient Portal',
  passkeyName: 'Name for the passkey',
  passkeyNameHint:
    'So you can tell your passkeys apart, for example My phone. Left empty, we use the browser and system.',
  addPasskey: 'Add a passkey',
  passkeyWaiting: 'Follow the steps your browser shows…',
  passkeyDefault: 'Passkey',
  noPasskeys: 'You have no passkeys yet.',
  passkeyAdded: 'Added {date}',
  passkeyUsed: 'Last used {date}',
  passkeyNeverUsed: 'Not used yet',
  removePasskey: 'Remove {name}',
  removePasskeyHint: 'You may be asked to confirm it is you first.',
  password: 'Your password',
  passwordHint: 'To turn two-step sign-in on, confirm it is you with your password.',
} as const

/** The profile's and the devices screen's link to the account security screen. */
export const securityLink = {
  label: 'Account security',
  hint: 'Two-step sign-in and recovery codes',
} as const

/** Only the actions use these: errors and alerts. */
export const twoStepMessages = {
  tooMany: 'Too many attempts. Please wait {seconds} seconds and try again.',
  codeRequired: 'Enter the {digits}-digit code from the text message.',
  codeInvalid: 'That code is not right or has expired. Check the text message, or send a new code.',
  sendFirst: 'Send a code first.',
  sendFailed: 'The code could not be sent just now. Please try again in a moment.',
  recoveryRequired: 'Enter a recovery code.',
  recoveryInvalid: 'That recovery code is not right, or it was used already.',
  turnedOn: 'Two-step sign-in is on. Your recovery codes are below: save them now, you will not see them again.',
  turnedOff: 'Two-step sign-in is off.',
  newCodesMade: 'New recovery codes made, below: save them now. Your old codes no longer work.',
  deviceForgotten: '{device} will ask for the second step again.',
  passkeyAdded: 'Passkey added.',
  passkeyNotAdded: 'The passkey was not added. Please try again.',
  passkeyRemoved: 'Passkey removed.',
  passkeyFailed: 'The passkey did not work or was cancelled. Try again, or use a code.',
  codeStopped:
    'Too many wrong codes were typed from browsers new to this account, so the texted code works here again only after {date}. Use a recovery code or a passkey, or sign in from a browser you have used before.',
  passwordWrong: 'That password is not right.',
} as const

/** What the patient is told of changes to her sign-in through the hospital's notifications (by text or e-mail where the hospital sends them). */
export const twoStepWarningMessages = {
  title: 'Account security',
  codeStopped:
    'Too many wrong codes were typed at your second sign-in step from a browser you have not used before. The texted code works there again after {date}; a recovery code, a passkey or a browser you have used works now. If this was not you, change your password.',
  turnedOn:
    'Two-step sign-in was turned on for your account, with a code to your mobile number ending in {phone}. If this was not you, change your password and call the hospital.',
  turnedOff:
    'Two-step sign-in was turned off for your account. If this was not you, change your password and turn it on again.',
  newCodes:
    'New recovery codes were made for your account; the old ones no longer work. If this was not you, change your password.',
  passkeyAdded:
    'A passkey was added to your account for two-step sign-in. If this was not you, change your password and remove it on Account security.',
  mobileChanged:
    'The verified mobile number of your account was changed from the one ending in {old} to one ending in {phone}. If this was not you, change your password and call the hospital.',
} as const
