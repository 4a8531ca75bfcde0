/**
 * Identity area texts (spec 1). Every user-facing text lives under app/messages/, one file per area so a page's
 * bundle carries only its own texts; the spec's texts are kept word for word, except plain
 * misspellings (design.md section 9).
 */
export const identityMessages = {
  // spec 1 section 5: password rules, in the order they are checked
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
    rulesHint:
      'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character. No spaces.',
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
    success: 'Patient Register Successfully!',
    failed: 'Registration could not be completed. Please try again later.',
    expired: 'Your registration details have expired. Please fill in the form again.',
    consentMissing: 'The consent text could not be loaded. Please try again later.',
  },
  forgot: {
    input: 'Please enter valid email address or Mobile Number',
    otp: 'Please enter OTP',
    otpInvalid: 'Kindly enter the valid OTP',
    emailNotRegistered: 'Email id is not registered',
    mobileNotRegistered: 'Mobile Number is not registered',
    otpSent: 'OTP sent successfully',
    resendTooSoon: 'You can ask for a new code when the countdown ends.',
    expired: 'Your password reset has expired. Please start again.',
    tooMany: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
  },
  consent: {
    nameRequired: 'Please enter the name',
    nameLength: 'Please lengthen this text to 2 characters or more.',
    relationRequired: 'Please choose the relationship',
    agreeRequired: 'Please tick I Read and Agree to continue',
    alreadySigned: 'The consent procedure is already signed by the user.',
    failed: 'Your consent could not be saved. Please try again.',
  },
  status: {
    inactive: 'Your account is inactive. Please contact the hospital.',
  },
} as const
