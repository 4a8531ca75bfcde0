/**
 * The identity area's texts in English, one namespace per export, in the form every language shares (ADR 56):
 * plain strings, {name} placeholders, { one, other } plurals. `identityMessages` and `signInMessages` are the
 * server's (validation, alerts, the error texts of docs/rules/identity.md#errors); the others are one screen's each, so a
 * page receives only the texts it shows.
 */
export const identityMessages = {
  password: {
    uppercase: 'At least one Uppercase',
    lowercase: 'At least one Lowercase',
    digit: 'At least one digit',
    special: 'At least one Special Characters',
    minLength: 'At least minimum 8 characters',
    tooLong: 'Password must be at most 128 characters',
    whitespace: 'Whitespace is not allowed in the password',
    mismatch: "Password doesn't match",
    currentTooShort: 'At least minimum 8 characters',
    currentRequired: 'Please enter your current password',
    newRequired: 'Please enter a new password',
    confirmRequired: 'Please confirm the new password',
    mandatory: 'Please enter mandatory fields',
    fillAll: 'Please fill all fields',
    changed: 'Password Reset Successfully!',
    signInAgain: 'Password Reset Successfully! Please sign in with your new password.',
  },
  register: {
    nameLength: 'Please lengthen this text to 2 characters or more',
    nameTooLong: 'Please shorten this text to 50 characters or less',
    dobRequired: 'Please select DOB',
    dobFuture: 'Date of birth cannot be in the future',
    genderRequired: 'Select the gender value',
    email: 'Please enter valid email address',
    mobile: 'Please enter 10 digit Mobile Number',
    hospitalMissing: 'Hospital id not found',
    // one text whether or not the address was already registered (ADR 76)
    success:
      'Check your e-mail: if you can register, your temporary password is on its way; if you already have an account, sign in or reset your password.',
    failed: 'Registration could not be completed. Please try again later.',
    expired: 'Your registration details have expired. Please fill in the form again.',
    tooMany:
      'Too many registrations have been tried from this connection or with this e-mail address or mobile number. Please try again in {minutes} min, or contact the hospital.',
  },
  forgot: {
    input: 'Please enter valid email address or Mobile Number',
    inputTooLong: 'Email or Mobile Number must be at most 50 characters',
    otp: 'Please enter OTP',
    otpInvalid: 'Kindly enter the valid OTP',
    // one text whether or not the address or number is a patient's (ADR 76)
    otpSent: 'If this e-mail address or mobile number is registered, we have sent a code to it.',
    resendTooSoon: 'You can ask for a new code when the countdown ends.',
    expired: 'Your password reset has expired. Please start again.',
    tooMany: 'Too many attempts. Please wait {seconds} seconds and try again.',
  },
  consent: {
    nameRequired: 'Please enter the name',
    nameTooLong: 'Name must be at most 50 characters',
    nameLength: 'Please lengthen this text to 2 characters or more.',
    relationRequired: 'Please choose the relationship',
    agreeRequired: 'Please tick I Read and Agree to continue',
    failed: 'Your consent could not be saved. Please try again.',
  },
  status: {
    inactive: 'Your account is inactive. Please contact the hospital.',
  },
} as const

/** The sign-in page, and its landing variant with the slider */
export const signInScreen = {
  signInTitle: 'Sign in',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  forgotPasswordLink: 'Forgot Password?',
  signingIn: 'Signing in...',
  login: 'LOGIN',
  // {terms} and {privacy} are the links to the static pages
  agree: 'By signing in, you agree to our {terms} and {privacy}.',
  supportedBy: 'Supported by',
  slider: 'carousel',
  sliderLabel: 'Background images',
  pauseSlideshow: 'Pause slideshow',
  // {n}: the image's number, {count}: how many
  showImage: 'Show image {n} of {count}',
} as const

/** Registration, the form (docs/rules/identity.md#screens) */
export const registerScreen = {
  registerTitle: 'Register',
  basicInfo: 'Basic info',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  others: 'Others',
  contact: 'Contact',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  mobileHint: '10 digits',
  checking: 'Checking...',
  registerButton: 'REGISTER',
  // {signIn}: the link to the sign-in page (signInLink)
  alreadyRegistered: 'Already registered? {signIn}',
  signInLink: 'Sign in',
} as const

/** Registration, the consent step */
export const registerConsentScreen = {
  registerConsentTitle: 'Consent',
  consentText: 'Consent text',
  // {terms}: the link to the terms and conditions
  seeAlso: 'See also our {terms}.',
  registering: 'Registering...',
  agreeAndContinue: 'AGREE AND CONTINUE',
  backToForm: 'Back to the form',
} as const

/** The hospital's consent text (app/ui/consent-message.tsx): its link, and what shows when it could not be loaded */
export const consentMessages = {
  fullConsent: 'Read the full consent (opens in a new tab)',
  consentMissing: 'The consent text could not be loaded. Please try again later.',
} as const

/** The consent after the first sign-in (docs/rules/identity.md#screens) */
export const consentScreen = {
  consentTitle: 'Patient Consent',
  closeAndSignOut: 'Close and sign out',
  alreadySigned: 'The consent procedure is already signed by the user.',
  name: 'Name',
  relationship: 'Relationship',
  consentMessages: 'Consent message',
  readAndAgree: 'I Read and Agree',
  goToAppointments: 'Go to your appointments',
  saving: 'Saving...',
  proceed: 'PROCEED',
  // {terms} and {privacy} are the links to the static pages
  agree: 'By signing in, you agree to our {terms} and {privacy}.',
} as const

/** Forgot password, step 1 of 3 (docs/rules/identity.md#screens) */
export const forgotPasswordScreen = {
  step1: 'Step 1 of 3',
  forgotTitle: 'Forgot Password',
  forgotIntro:
    'Enter the e-mail address or the 10-digit mobile number of your account. We will send you a one-time code.',
  emailOrMobile: 'Email or Mobile Number',
  sending: 'Sending...',
  sendOtp: 'Send OTP',
  backToSignIn: 'Back to sign in',
} as const

/** Forgot password, step 2 of 3: the one-time code */
export const verifyIdentityScreen = {
  step2: 'Step 2 of 3',
  verifyTitle: 'Verify Identity',
  // {target}: the address or number, in bold
  codeSentByEmail: 'If {target} is registered, we have sent a 6-digit code to it by e-mail.',
  codeSentBySms: 'If {target} is registered, we have sent a 6-digit code to it by SMS.',
  otp: 'OTP',
  otpHint: 'The 6-digit code from the message',
  verify: 'Verify',
  checking: 'Checking...',
  // the countdown (m:ss) follows it: written so that the time comes last in every language
  resendIn: 'Did not get it? You can ask for a new code in',
  resendOtp: 'Resend OTP',
  useAnother: 'Use another e-mail or mobile number',
} as const

/** A new password: forgot password step 3 of 3, and change password (signed in) */
export const passwordForm = {
  step3: 'Step 3 of 3',
  resetTitle: 'Reset Password',
  changeTitle: 'Change Password',
  temporaryIntro: 'Please choose a new password to replace the temporary one you were given.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  rulesHint:
    'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character. No spaces.',
  saving: 'Saving...',
  cancel: 'Cancel',
} as const

/** Forgot password: done */
export const passwordResetDone = {
  doneTitle: 'Password Reset',
  changed: 'Password Reset Successfully!',
  doneText: 'You can now sign in with your new password.',
  goToSignIn: 'Go to sign in',
} as const

export const signInMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooLong: 'Username must be at most 50 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  // also for a locked account, so the lock never tells which usernames are patients' (ADR 76)
  badCredentials:
    'Invalid username or password. After several wrong tries, sign-in pauses for a while: try again later or reset your password.',
  serverError: 'Internal Server Application error',
  problem: 'A Problem has Occurred, Please try again later',
  tooManyAttempts: 'Too many sign-in attempts. Please wait {seconds} seconds and try again.',
} as const

/** The labels of the relationships the services know (RELATIONSHIPS in app/domain/common/consent.ts): the patient's consent and the guest's */
export const relationshipLabels = {
  Self: 'Self',
  Father: 'Father',
  Mother: 'Mother',
  Son: 'Son',
  Daughter: 'Daughter',
  Spouse: 'Spouse',
  Friend: 'Friend',
} as const
