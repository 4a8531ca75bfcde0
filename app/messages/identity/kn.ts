/** The identity area's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const identityMessages: Translation<typeof en.identityMessages> = {
  password: {
    uppercase: 'ಕನಿಷ್ಠ ಒಂದು ದೊಡ್ಡ ಅಕ್ಷರ (A-Z)',
    lowercase: 'ಕನಿಷ್ಠ ಒಂದು ಸಣ್ಣ ಅಕ್ಷರ (a-z)',
    digit: 'ಕನಿಷ್ಠ ಒಂದು ಅಂಕಿ',
    special: 'ಕನಿಷ್ಠ ಒಂದು ವಿಶೇಷ ಚಿಹ್ನೆ (ಉದಾ. @ # !)',
    minLength: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು',
    tooLong: 'ಪಾಸ್‌ವರ್ಡ್ ಹೆಚ್ಚೆಂದರೆ 128 ಅಕ್ಷರಗಳಿರಬಹುದು',
    whitespace: 'ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಖಾಲಿ ಜಾಗ ಇರುವಂತಿಲ್ಲ',
    mismatch: 'ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ',
    currentTooShort: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು',
    currentRequired: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
    newRequired: 'ದಯವಿಟ್ಟು ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
    confirmRequired: 'ದಯವಿಟ್ಟು ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ಮತ್ತೊಮ್ಮೆ ನಮೂದಿಸಿ',
    mandatory: 'ದಯವಿಟ್ಟು ಕಡ್ಡಾಯ ಮಾಹಿತಿಯನ್ನು ತುಂಬಿ',
    fillAll: 'ದಯವಿಟ್ಟು ಎಲ್ಲ ಮಾಹಿತಿಯನ್ನು ತುಂಬಿ',
    changed: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ!',
    signInAgain: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ! ದಯವಿಟ್ಟು ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  },
  register: {
    nameLength: 'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳನ್ನು ನಮೂದಿಸಿ',
    nameTooLong: 'ದಯವಿಟ್ಟು 50 ಅಕ್ಷರಗಳಿಗಿಂತ ಹೆಚ್ಚು ನಮೂದಿಸಬೇಡಿ',
    dobRequired: 'ದಯವಿಟ್ಟು ಹುಟ್ಟಿದ ದಿನಾಂಕವನ್ನು ಆರಿಸಿ',
    dobFuture: 'ಹುಟ್ಟಿದ ದಿನಾಂಕ ಮುಂದಿನ ದಿನಗಳದ್ದಾಗಿರಲು ಸಾಧ್ಯವಿಲ್ಲ',
    genderRequired: 'ದಯವಿಟ್ಟು ಲಿಂಗವನ್ನು ಆರಿಸಿ',
    email: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
    mobile: 'ದಯವಿಟ್ಟು 10 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
    hospitalMissing: 'ಆಸ್ಪತ್ರೆಯ ಗುರುತು ಸಿಗಲಿಲ್ಲ',
    success:
      'ನಿಮ್ಮ ಇ-ಮೇಲ್ ನೋಡಿ: ನೀವು ನೋಂದಾಯಿಸಬಹುದಾದರೆ, ನಿಮ್ಮ ತಾತ್ಕಾಲಿಕ ಪಾಸ್‌ವರ್ಡ್ ಬರುತ್ತಿದೆ; ನಿಮಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದ್ದರೆ, ಸೈನ್ ಇನ್ ಮಾಡಿ ಅಥವಾ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ.',
    failed: 'ನೋಂದಣಿ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    expired: 'ನಿಮ್ಮ ನೋಂದಣಿ ವಿವರಗಳ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಫಾರ್ಮ್ ಅನ್ನು ಮತ್ತೆ ತುಂಬಿ.',
    tooMany:
      'ಈ ಸಂಪರ್ಕದಿಂದ ಅಥವಾ ಈ ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯಿಂದ ತುಂಬಾ ನೋಂದಣಿ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು {minutes} ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಆಸ್ಪತ್ರೆಯನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  },
  forgot: {
    input: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
    inputTooLong: 'ಇ-ಮೇಲ್ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಹೆಚ್ಚೆಂದರೆ 50 ಅಕ್ಷರಗಳಿರಬಹುದು',
    otp: 'ದಯವಿಟ್ಟು OTP ನಮೂದಿಸಿ',
    otpInvalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ OTP ನಮೂದಿಸಿ',
    otpSent: 'ಈ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನೋಂದಾಯಿತವಾಗಿದ್ದರೆ, ನಾವು ಅದಕ್ಕೆ ಕೋಡ್ ಕಳುಹಿಸಿದ್ದೇವೆ.',
    resendTooSoon: 'ಎಣಿಕೆ ಮುಗಿದ ನಂತರ ನೀವು ಹೊಸ ಕೋಡ್ ಕೇಳಬಹುದು.',
    expired: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾವಣೆಯ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಾರಂಭಿಸಿ.',
    tooMany: 'ತುಂಬಾ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು {seconds} ಸೆಕೆಂಡುಗಳು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  consent: {
    nameRequired: 'ದಯವಿಟ್ಟು ಹೆಸರು ನಮೂದಿಸಿ',
    nameTooLong: 'ಹೆಸರು ಹೆಚ್ಚೆಂದರೆ 50 ಅಕ್ಷರಗಳಿರಬಹುದು',
    nameLength: 'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳನ್ನು ನಮೂದಿಸಿ.',
    relationRequired: 'ದಯವಿಟ್ಟು ಸಂಬಂಧವನ್ನು ಆರಿಸಿ',
    agreeRequired: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು "ನಾನು ಓದಿದ್ದೇನೆ ಮತ್ತು ಒಪ್ಪುತ್ತೇನೆ" ಎಂಬುದನ್ನು ಗುರುತಿಸಿ',
    failed: 'ನಿಮ್ಮ ಸಮ್ಮತಿಯನ್ನು ಉಳಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  status: {
    inactive: 'ನಿಮ್ಮ ಖಾತೆ ಸಕ್ರಿಯವಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಆಸ್ಪತ್ರೆಯನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  },
}

/** The sign-in page, and its landing variant with the slider */
export const signInScreen: Translation<typeof en.signInScreen> = {
  signInTitle: 'ಸೈನ್ ಇನ್',
  username: 'ಬಳಕೆದಾರ ಹೆಸರು',
  password: 'ಪಾಸ್‌ವರ್ಡ್',
  showPassword: 'ಪಾಸ್‌ವರ್ಡ್ ತೋರಿಸಿ',
  forgotPasswordLink: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ?',
  signingIn: 'ಸೈನ್ ಇನ್ ಆಗುತ್ತಿದೆ...',
  login: 'ಲಾಗ್ ಇನ್ ಮಾಡಿ',
  agree: 'ಸೈನ್ ಇನ್ ಮಾಡುವ ಮೂಲಕ ನೀವು ನಮ್ಮ {terms} ಮತ್ತು {privacy} ಗೆ ಒಪ್ಪುತ್ತೀರಿ.',
  supportedBy: 'ಬೆಂಬಲ ನೀಡಿದವರು',
  slider: 'ಸ್ಲೈಡ್ ಶೋ',
  sliderLabel: 'ಹಿನ್ನೆಲೆ ಚಿತ್ರಗಳು',
  pauseSlideshow: 'ಸ್ಲೈಡ್ ಶೋ ನಿಲ್ಲಿಸಿ',
  showImage: 'ಚಿತ್ರ {n} / {count} ತೋರಿಸಿ',
}

/** Registration, the form (docs/rules/identity.md#screens) */
export const registerScreen: Translation<typeof en.registerScreen> = {
  registerTitle: 'ನೋಂದಣಿ',
  basicInfo: 'ಮೂಲ ಮಾಹಿತಿ',
  firstName: 'ಮೊದಲ ಹೆಸರು',
  lastName: 'ಕೊನೆಯ ಹೆಸರು',
  dateOfBirth: 'ಹುಟ್ಟಿದ ದಿನಾಂಕ',
  gender: 'ಲಿಂಗ',
  male: 'ಪುರುಷ',
  female: 'ಮಹಿಳೆ',
  others: 'ಇತರೆ',
  contact: 'ಸಂಪರ್ಕ',
  email: 'ಇ-ಮೇಲ್',
  mobileNumber: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  mobileHint: '10 ಅಂಕಿಗಳು',
  checking: 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  registerButton: 'ನೋಂದಾಯಿಸಿ',
  alreadyRegistered: 'ಈಗಾಗಲೇ ನೋಂದಾಯಿಸಿದ್ದೀರಾ? {signIn}',
  signInLink: 'ಸೈನ್ ಇನ್',
}

/** Registration, the consent step */
export const registerConsentScreen: Translation<typeof en.registerConsentScreen> = {
  registerConsentTitle: 'ಸಮ್ಮತಿ',
  consentText: 'ಸಮ್ಮತಿಯ ಪಠ್ಯ',
  seeAlso: 'ನಮ್ಮ {terms} ಅನ್ನೂ ನೋಡಿ.',
  registering: 'ನೋಂದಾಯಿಸಲಾಗುತ್ತಿದೆ...',
  agreeAndContinue: 'ಒಪ್ಪಿ ಮುಂದುವರಿಯಿರಿ',
  backToForm: 'ಫಾರ್ಮ್‌ಗೆ ಹಿಂತಿರುಗಿ',
}

/** The hospital's consent text (app/ui/consent-message.tsx): its link, and what shows when it could not be loaded */
export const consentMessages: Translation<typeof en.consentMessages> = {
  fullConsent: 'ಪೂರ್ಣ ಸಮ್ಮತಿಯನ್ನು ಓದಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  consentMissing: 'ಸಮ್ಮತಿಯ ಪಠ್ಯವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}

/** The consent after the first sign-in (docs/rules/identity.md#screens) */
export const consentScreen: Translation<typeof en.consentScreen> = {
  consentTitle: 'ರೋಗಿಯ ಸಮ್ಮತಿ',
  closeAndSignOut: 'ಮುಚ್ಚಿ ಸೈನ್ ಔಟ್ ಮಾಡಿ',
  alreadySigned: 'ಬಳಕೆದಾರರು ಈಗಾಗಲೇ ಸಮ್ಮತಿ ನೀಡಿದ್ದಾರೆ.',
  name: 'ಹೆಸರು',
  relationship: 'ಸಂಬಂಧ',
  consentMessages: 'ಸಮ್ಮತಿಯ ಸಂದೇಶ',
  readAndAgree: 'ನಾನು ಓದಿದ್ದೇನೆ ಮತ್ತು ಒಪ್ಪುತ್ತೇನೆ',
  goToAppointments: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹೋಗಿ',
  saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
  proceed: 'ಮುಂದುವರಿಯಿರಿ',
  agree: 'ಸೈನ್ ಇನ್ ಮಾಡುವ ಮೂಲಕ ನೀವು ನಮ್ಮ {terms} ಮತ್ತು {privacy} ಗೆ ಒಪ್ಪುತ್ತೀರಿ.',
}

/** Forgot password, step 1 of 3 (docs/rules/identity.md#screens) */
export const forgotPasswordScreen: Translation<typeof en.forgotPasswordScreen> = {
  step1: 'ಹಂತ 1 / 3',
  forgotTitle: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ',
  forgotIntro: 'ನಿಮ್ಮ ಖಾತೆಯ ಇ-ಮೇಲ್ ವಿಳಾಸ ಅಥವಾ 10 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ. ನಾವು ನಿಮಗೆ ಒಂದು ಬಾರಿಯ ಕೋಡ್ (OTP) ಕಳುಹಿಸುತ್ತೇವೆ.',
  emailOrMobile: 'ಇ-ಮೇಲ್ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  sending: 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...',
  sendOtp: 'OTP ಕಳುಹಿಸಿ',
  backToSignIn: 'ಸೈನ್ ಇನ್‌ಗೆ ಹಿಂತಿರುಗಿ',
}

/** Forgot password, step 2 of 3: the one-time code */
export const verifyIdentityScreen: Translation<typeof en.verifyIdentityScreen> = {
  step2: 'ಹಂತ 2 / 3',
  verifyTitle: 'ಗುರುತು ಪರಿಶೀಲನೆ',
  codeSentByEmail: '{target} ನೋಂದಾಯಿತವಾಗಿದ್ದರೆ, ನಾವು ಅದಕ್ಕೆ 6 ಅಂಕಿಗಳ ಕೋಡ್ ಅನ್ನು ಇ-ಮೇಲ್ ಮೂಲಕ ಕಳುಹಿಸಿದ್ದೇವೆ.',
  codeSentBySms: '{target} ನೋಂದಾಯಿತವಾಗಿದ್ದರೆ, ನಾವು ಅದಕ್ಕೆ 6 ಅಂಕಿಗಳ ಕೋಡ್ ಅನ್ನು SMS ಮೂಲಕ ಕಳುಹಿಸಿದ್ದೇವೆ.',
  otp: 'OTP',
  otpHint: 'ಸಂದೇಶದಲ್ಲಿ ಬಂದ 6 ಅಂಕಿಗಳ ಕೋಡ್',
  verify: 'ಪರಿಶೀಲಿಸಿ',
  checking: 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  resendIn: 'ಕೋಡ್ ಬರಲಿಲ್ಲವೇ? ಇಷ್ಟು ಸಮಯದ ನಂತರ ಹೊಸ ಕೋಡ್ ಕೇಳಬಹುದು:',
  resendOtp: 'OTP ಮತ್ತೆ ಕಳುಹಿಸಿ',
  useAnother: 'ಬೇರೆ ಇ-ಮೇಲ್ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಬಳಸಿ',
}

/** A new password: forgot password step 3 of 3, and change password (signed in) */
export const passwordForm: Translation<typeof en.passwordForm> = {
  step3: 'ಹಂತ 3 / 3',
  resetTitle: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ',
  changeTitle: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
  temporaryIntro: 'ನಿಮಗೆ ನೀಡಿದ ತಾತ್ಕಾಲಿಕ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಗೆ ದಯವಿಟ್ಟು ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ.',
  currentPassword: 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್',
  newPassword: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್',
  confirmPassword: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೊಮ್ಮೆ',
  rulesHint: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು: ಒಂದು ದೊಡ್ಡ ಅಕ್ಷರ, ಒಂದು ಸಣ್ಣ ಅಕ್ಷರ, ಒಂದು ಅಂಕಿ ಮತ್ತು ಒಂದು ವಿಶೇಷ ಚಿಹ್ನೆ ಇರಲಿ. ಖಾಲಿ ಜಾಗ ಬೇಡ.',
  saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
  cancel: 'ರದ್ದುಮಾಡಿ',
}

/** Forgot password: done */
export const passwordResetDone: Translation<typeof en.passwordResetDone> = {
  doneTitle: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ',
  changed: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ!',
  doneText: 'ಈಗ ನೀವು ನಿಮ್ಮ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ನಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.',
  goToSignIn: 'ಸೈನ್ ಇನ್‌ಗೆ ಹೋಗಿ',
}

export const signInMessages: Translation<typeof en.signInMessages> = {
  usernameRequired: 'ಬಳಕೆದಾರ ಹೆಸರು ಕಡ್ಡಾಯ',
  passwordRequired: 'ಪಾಸ್‌ವರ್ಡ್ ಕಡ್ಡಾಯ',
  usernameTooLong: 'ಬಳಕೆದಾರ ಹೆಸರು ಹೆಚ್ಚೆಂದರೆ 50 ಅಕ್ಷರಗಳಿರಬಹುದು',
  passwordTooLong: 'ಪಾಸ್‌ವರ್ಡ್ ಹೆಚ್ಚೆಂದರೆ 256 ಅಕ್ಷರಗಳಿರಬಹುದು',
  badCredentials:
    'ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ. ಹಲವು ಬಾರಿ ತಪ್ಪಾಗಿ ಪ್ರಯತ್ನಿಸಿದ ನಂತರ ಸೈನ್ ಇನ್ ಸ್ವಲ್ಪ ಸಮಯ ನಿಲ್ಲುತ್ತದೆ: ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ ಅಥವಾ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ.',
  serverError: 'ಸರ್ವರ್‌ನಲ್ಲಿ ಆಂತರಿಕ ದೋಷ',
  problem: 'ಒಂದು ಸಮಸ್ಯೆ ಉಂಟಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  tooManyAttempts: 'ಸೈನ್ ಇನ್‌ಗೆ ತುಂಬಾ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು {seconds} ಸೆಕೆಂಡುಗಳು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}

export const relationshipLabels: Translation<typeof en.relationshipLabels> = {
  Self: 'ಸ್ವತಃ',
  Father: 'ತಂದೆ',
  Mother: 'ತಾಯಿ',
  Son: 'ಮಗ',
  Daughter: 'ಮಗಳು',
  Spouse: 'ಗಂಡ ಅಥವಾ ಹೆಂಡತಿ',
  Friend: 'ಸ್ನೇಹಿತರು',
}
