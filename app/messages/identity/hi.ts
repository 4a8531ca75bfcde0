/** The identity area's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const identityMessages: Translation<typeof en.identityMessages> = {
  password: {
    uppercase: 'कम से कम एक बड़ा अक्षर (A-Z)',
    lowercase: 'कम से कम एक छोटा अक्षर (a-z)',
    digit: 'कम से कम एक अंक',
    special: 'कम से कम एक खास चिह्न (जैसे @ # !)',
    minLength: 'कम से कम 8 अक्षर',
    tooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
    whitespace: 'पासवर्ड में खाली जगह नहीं हो सकती',
    mismatch: 'पासवर्ड मेल नहीं खाते',
    currentTooShort: 'कम से कम 8 अक्षर',
    currentRequired: 'कृपया अपना मौजूदा पासवर्ड लिखें',
    newRequired: 'कृपया नया पासवर्ड लिखें',
    confirmRequired: 'कृपया नया पासवर्ड फिर से लिखें',
    mandatory: 'कृपया ज़रूरी जानकारी भरें',
    fillAll: 'कृपया सारी जानकारी भरें',
    changed: 'पासवर्ड बदल गया!',
    signInAgain: 'पासवर्ड बदल गया! कृपया नए पासवर्ड से साइन इन करें।',
  },
  register: {
    nameLength: 'कृपया कम से कम 2 अक्षर लिखें',
    nameTooLong: 'कृपया 50 अक्षरों से ज़्यादा न लिखें',
    dobRequired: 'कृपया जन्म तिथि चुनें',
    dobFuture: 'जन्म तिथि आने वाले दिनों की नहीं हो सकती',
    genderRequired: 'कृपया लिंग चुनें',
    email: 'कृपया सही ई-मेल पता लिखें',
    mobile: 'कृपया 10 अंकों का मोबाइल नंबर लिखें',
    hospitalMissing: 'अस्पताल की पहचान नहीं मिली',
    success:
      'अपना ई-मेल देखें: अगर आप रजिस्टर कर सकते हैं, तो आपका अस्थायी पासवर्ड आ रहा है; अगर आपका खाता पहले से है, तो साइन इन करें या नया पासवर्ड बनाएँ।',
    failed: 'रजिस्ट्रेशन पूरा नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    expired: 'रजिस्ट्रेशन की आपकी जानकारी की समय-सीमा खत्म हो गई। कृपया फ़ॉर्म फिर से भरें।',
    tooMany:
      'इस कनेक्शन से या इस ईमेल पते या मोबाइल नंबर से रजिस्ट्रेशन की बहुत ज़्यादा कोशिशें हो गईं। कृपया {minutes} मिनट बाद फिर कोशिश करें, या अस्पताल से संपर्क करें।',
  },
  forgot: {
    input: 'कृपया सही ई-मेल पता या मोबाइल नंबर लिखें',
    inputTooLong: 'ई-मेल या मोबाइल नंबर ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है',
    otp: 'कृपया OTP लिखें',
    otpInvalid: 'कृपया सही OTP लिखें',
    otpSent: 'अगर यह ई-मेल पता या मोबाइल नंबर रजिस्टर है, तो हमने उस पर कोड भेज दिया है।',
    resendTooSoon: 'उलटी गिनती खत्म होने पर आप नया कोड माँग सकते हैं।',
    expired: 'पासवर्ड बदलने की समय-सीमा खत्म हो गई। कृपया फिर से शुरू करें।',
    tooMany: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {seconds} सेकंड रुककर फिर कोशिश करें।',
  },
  consent: {
    nameRequired: 'कृपया नाम लिखें',
    nameTooLong: 'नाम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है',
    nameLength: 'कृपया कम से कम 2 अक्षर लिखें।',
    relationRequired: 'कृपया रिश्ता चुनें',
    agreeRequired: 'आगे बढ़ने के लिए कृपया "मैंने पढ़ लिया है और सहमत हूँ" पर सही का निशान लगाएँ',
    failed: 'आपकी सहमति सेव नहीं हो सकी। कृपया फिर कोशिश करें।',
  },
  status: {
    inactive: 'आपका खाता चालू नहीं है। कृपया अस्पताल से संपर्क करें।',
  },
}

/** The sign-in page, and its landing variant with the slider */
export const signInScreen: Translation<typeof en.signInScreen> = {
  signInTitle: 'साइन इन',
  username: 'यूज़रनेम',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  forgotPasswordLink: 'पासवर्ड भूल गए?',
  signingIn: 'साइन इन हो रहा है...',
  login: 'लॉग इन करें',
  agree: 'साइन इन करके आप हमारी {terms} और {privacy} से सहमत होते हैं।',
  supportedBy: 'इनके सहयोग से',
  slider: 'स्लाइड शो',
  sliderLabel: 'पृष्ठभूमि की तस्वीरें',
  pauseSlideshow: 'स्लाइड शो रोकें',
  showImage: 'तस्वीर {n} / {count} दिखाएँ',
}

/** Registration, the form (docs/rules/identity.md#screens) */
export const registerScreen: Translation<typeof en.registerScreen> = {
  registerTitle: 'रजिस्टर करें',
  basicInfo: 'बुनियादी जानकारी',
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  dateOfBirth: 'जन्म तिथि',
  gender: 'लिंग',
  male: 'पुरुष',
  female: 'महिला',
  others: 'अन्य',
  contact: 'संपर्क',
  email: 'ई-मेल',
  mobileNumber: 'मोबाइल नंबर',
  mobileHint: '10 अंक',
  checking: 'जाँच हो रही है...',
  registerButton: 'रजिस्टर करें',
  alreadyRegistered: 'पहले से रजिस्टर हैं? {signIn}',
  signInLink: 'साइन इन',
}

/** Registration, the consent step */
export const registerConsentScreen: Translation<typeof en.registerConsentScreen> = {
  registerConsentTitle: 'सहमति',
  consentText: 'सहमति का पाठ',
  seeAlso: 'हमारे {terms} भी देखें।',
  registering: 'रजिस्टर हो रहा है...',
  agreeAndContinue: 'सहमत हूँ, आगे बढ़ें',
  backToForm: 'फ़ॉर्म पर वापस जाएँ',
}

/** The hospital's consent text (app/ui/consent-message.tsx): its link, and what shows when it could not be loaded */
export const consentMessages: Translation<typeof en.consentMessages> = {
  fullConsent: 'पूरी सहमति पढ़ें (नए टैब में खुलेगी)',
  consentMissing: 'सहमति का पाठ लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
}

/** The consent after the first sign-in (docs/rules/identity.md#screens) */
export const consentScreen: Translation<typeof en.consentScreen> = {
  consentTitle: 'मरीज़ की सहमति',
  closeAndSignOut: 'बंद करें और साइन आउट करें',
  alreadySigned: 'यूज़र पहले ही सहमति दे चुके हैं।',
  name: 'नाम',
  relationship: 'रिश्ता',
  consentMessages: 'सहमति का संदेश',
  readAndAgree: 'मैंने पढ़ लिया है और सहमत हूँ',
  goToAppointments: 'अपने अपॉइंटमेंट पर जाएँ',
  saving: 'सेव हो रहा है...',
  proceed: 'आगे बढ़ें',
  agree: 'साइन इन करके आप हमारी {terms} और {privacy} से सहमत होते हैं।',
}

/** Forgot password, step 1 of 3 (docs/rules/identity.md#screens) */
export const forgotPasswordScreen: Translation<typeof en.forgotPasswordScreen> = {
  step1: 'चरण 1 / 3',
  forgotTitle: 'पासवर्ड भूल गए',
  forgotIntro: 'अपने खाते का ई-मेल पता या 10 अंकों का मोबाइल नंबर लिखें। हम आपको एक बार इस्तेमाल होने वाला कोड (OTP) भेजेंगे।',
  emailOrMobile: 'ई-मेल या मोबाइल नंबर',
  sending: 'भेजा जा रहा है...',
  sendOtp: 'OTP भेजें',
  backToSignIn: 'साइन इन पर वापस जाएँ',
}

/** Forgot password, step 2 of 3: the one-time code */
export const verifyIdentityScreen: Translation<typeof en.verifyIdentityScreen> = {
  step2: 'चरण 2 / 3',
  verifyTitle: 'पहचान की पुष्टि',
  codeSentByEmail: 'अगर {target} रजिस्टर है, तो हमने उस पर 6 अंकों का कोड ई-मेल से भेजा है।',
  codeSentBySms: 'अगर {target} रजिस्टर है, तो हमने उस पर 6 अंकों का कोड SMS से भेजा है।',
  otp: 'OTP',
  otpHint: 'संदेश में आया 6 अंकों का कोड',
  verify: 'पुष्टि करें',
  checking: 'जाँच हो रही है...',
  resendIn: 'कोड नहीं मिला? नया कोड इतने समय बाद माँग सकते हैं:',
  resendOtp: 'OTP फिर से भेजें',
  useAnother: 'दूसरा ई-मेल या मोबाइल नंबर इस्तेमाल करें',
}

/** A new password: forgot password step 3 of 3, and change password (signed in) */
export const passwordForm: Translation<typeof en.passwordForm> = {
  step3: 'चरण 3 / 3',
  resetTitle: 'नया पासवर्ड बनाएँ',
  changeTitle: 'पासवर्ड बदलें',
  temporaryIntro: 'कृपया आपको दिए गए अस्थायी पासवर्ड की जगह एक नया पासवर्ड चुनें।',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  confirmPassword: 'नया पासवर्ड फिर से लिखें',
  rulesHint: 'कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक खास चिह्न हो। खाली जगह नहीं।',
  saving: 'सेव हो रहा है...',
  cancel: 'रद्द करें',
}

/** Forgot password: done */
export const passwordResetDone: Translation<typeof en.passwordResetDone> = {
  doneTitle: 'पासवर्ड बदल गया',
  changed: 'पासवर्ड बदल गया!',
  doneText: 'अब आप अपने नए पासवर्ड से साइन इन कर सकते हैं।',
  goToSignIn: 'साइन इन पर जाएँ',
}

export const signInMessages: Translation<typeof en.signInMessages> = {
  usernameRequired: 'यूज़रनेम लिखना ज़रूरी है',
  passwordRequired: 'पासवर्ड लिखना ज़रूरी है',
  usernameTooLong: 'यूज़रनेम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 256 अक्षरों का हो सकता है',
  badCredentials:
    'यूज़रनेम या पासवर्ड गलत है। कई बार गलत कोशिश के बाद साइन इन कुछ समय के लिए रुक जाता है: बाद में फिर कोशिश करें या नया पासवर्ड बनाएँ।',
  serverError: 'सर्वर में अंदरूनी गड़बड़ी',
  problem: 'एक समस्या आ गई है, कृपया थोड़ी देर बाद फिर कोशिश करें',
  tooManyAttempts: 'साइन इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया {seconds} सेकंड रुककर फिर कोशिश करें।',
}

export const relationshipLabels: Translation<typeof en.relationshipLabels> = {
  Self: 'खुद',
  Father: 'पिता',
  Mother: 'माता',
  Son: 'बेटा',
  Daughter: 'बेटी',
  Spouse: 'पति या पत्नी',
  Friend: 'दोस्त',
}
