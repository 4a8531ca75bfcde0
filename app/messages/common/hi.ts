/** The common area's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const errorPageMessages: Translation<typeof en.errorPageMessages> = {
  notFoundTitle: 'पेज नहीं मिला',
  notFound: 'हमें यह पेज नहीं मिला।',
  forbiddenTitle: 'अनुमति नहीं है',
  forbidden: 'आपको यह पेज देखने की अनुमति नहीं है।',
  unexpectedTitle: 'कुछ गड़बड़ हो गई',
  unexpected: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  unavailable: 'एक समस्या आ गई है, कृपया थोड़ी देर बाद फिर कोशिश करें',
  goToAppointments: 'अपने अपॉइंटमेंट पर जाएँ',
  tooLargeTitle: 'भेजने के लिए बहुत बड़ा है',
  tooLarge: 'आपने जो भेजा वह पोर्टल की सीमा से बड़ा है: एक बार में ज़्यादा से ज़्यादा {limit}। कृपया छोटी फ़ाइलें चुनकर फिर कोशिश करें।',
  back: 'पोर्टल पर वापस जाएँ',
  badRequestTitle: 'अनुरोध स्वीकार नहीं हुआ',
  badRequest: 'पोर्टल भेजी गई जानकारी पढ़ नहीं सका। कृपया पीछे जाएँ, पेज फिर से लोड करें और फिर कोशिश करें।',
  tooSlow: 'भेजी गई जानकारी पहुँचने में बहुत देर लगी। कृपया फिर कोशिश करें।',
  crossOrigin:
    'यह अनुरोध पोर्टल के अपने पेज से नहीं आया, इसलिए इसे पूरा नहीं किया गया। कृपया पीछे जाएँ, पेज फिर से लोड करें और फिर कोशिश करें।',
}

export const formMessages: Translation<typeof en.formMessages> = {
  problemTitle: 'कुछ ठीक करना है',
  fieldProblem: '{label}: {message}',
  selectPlaceholder: 'चुनें',
  honeypotLabel: 'इस जगह को खाली छोड़ें',
  minutes: { one: '{n} मिनट', other: '{n} मिनट' },
  imageTooManyPixels: '{name} में बहुत ज़्यादा पिक्सेल हैं। कृपया ज़्यादा से ज़्यादा 10000 × 10000 पिक्सेल की तस्वीर चुनें।',
}

export const frameMessages: Translation<typeof en.frameMessages> = {
  skipLink: 'मुख्य जानकारी पर जाएँ',
  loading: 'लोड हो रहा है...',
  home: 'मरीज़ पोर्टल का मुख्य पेज',
  notifications: 'सूचनाएँ',
  notificationsNew: 'सूचनाएँ, नई',
  notificationsUnknown: 'सूचनाएँ, अभी जाँची नहीं जा सकीं',
  newNotifications: 'आपके लिए नई सूचनाएँ हैं',
  menu: 'मेन्यू',
  mainNav: 'मुख्य',
  dashboard: 'डैशबोर्ड',
  history: 'अपॉइंटमेंट का इतिहास',
  profile: 'प्रोफ़ाइल',
  devices: 'आपके डिवाइस',
  changePassword: 'पासवर्ड बदलें',
  switchAccount: 'खाता बदलें',
  logout: 'लॉग आउट',
  quickLinks: 'ज़रूरी लिंक',
  myAppointments: 'मेरे अपॉइंटमेंट',
  appointmentHistory: 'अपॉइंटमेंट का इतिहास',
  portal: 'मरीज़ पोर्टल',
  dialogClosed: '{name} बंद हुआ',
}

export const pageTitles: Translation<typeof en.pageTitles> = {
  portal: 'मरीज़ पोर्टल',
  suffix: ' | मरीज़ पोर्टल',
  signIn: 'साइन इन | मरीज़ पोर्टल',
  register: 'रजिस्टर करें | मरीज़ पोर्टल',
  registerConsent: 'सहमति | रजिस्टर करें | मरीज़ पोर्टल',
  consent: 'मरीज़ की सहमति | मरीज़ पोर्टल',
  forgotPassword: 'पासवर्ड भूल गए | मरीज़ पोर्टल',
  verifyIdentity: 'पहचान की पुष्टि | मरीज़ पोर्टल',
  resetPassword: 'नया पासवर्ड बनाएँ | मरीज़ पोर्टल',
  passwordReset: 'पासवर्ड बदल गया | मरीज़ पोर्टल',
  changePassword: 'पासवर्ड बदलें | मरीज़ पोर्टल',
  dashboard: 'मेरे अपॉइंटमेंट | मरीज़ पोर्टल',
  cancel: 'अपॉइंटमेंट रद्द करें | मरीज़ पोर्टल',
  reschedule: 'अपॉइंटमेंट का समय बदलें | मरीज़ पोर्टल',
  history: 'अपॉइंटमेंट का इतिहास | मरीज़ पोर्टल',
  notifications: 'सूचनाएँ | मरीज़ पोर्टल',
  appointment: 'अपॉइंटमेंट की जानकारी | मरीज़ पोर्टल',
  careCategories: 'देखभाल सेवा चुनें | मरीज़ पोर्टल',
  selectDoctor: 'डॉक्टर चुनें | मरीज़ पोर्टल',
  slots: 'समय चुनें | मरीज़ पोर्टल',
  confirmation: 'पुष्टि | मरीज़ पोर्टल',
  success: 'अपॉइंटमेंट बुक हो गया | मरीज़ पोर्टल',
  profile: 'मरीज़ की प्रोफ़ाइल | मरीज़ पोर्टल',
  editProfile: 'मरीज़ की जानकारी बदलें | मरीज़ की प्रोफ़ाइल | मरीज़ पोर्टल',
  profileDocuments: 'प्रोफ़ाइल के दस्तावेज़ | मरीज़ पोर्टल',
  deleteDocument: 'दस्तावेज़ हटाएँ | मरीज़ पोर्टल',
  video: 'वीडियो परामर्श | मरीज़ पोर्टल',
  addPerson: 'व्यक्ति जोड़ें | वीडियो परामर्श | मरीज़ पोर्टल',
  guest: 'वीडियो परामर्श में जुड़ें | मरीज़ पोर्टल',
  guestConsent: 'सहमति | वीडियो परामर्श | मरीज़ पोर्टल',
  reminderLink: 'आपकी मुलाक़ात | मरीज़ पोर्टल',
  reminderPreferences: 'रिमाइंडर | मरीज़ पोर्टल',
}

export const sessionMessages: Translation<typeof en.sessionMessages> = {
  expired: 'सेशन खत्म हो गया। फिर से लॉग इन करें',
  idle: '{minutes} मिनट तक कोई गतिविधि न होने पर आपको साइन आउट कर दिया गया। कृपया फिर से साइन इन करें।',
  idleTitle: 'क्या आप अभी भी यहाँ हैं?',
  idleWarning: 'कोई गतिविधि न होने के कारण आपको {left} में साइन आउट कर दिया जाएगा।',
  minutesLeft: { one: '{n} मिनट', other: '{n} मिनट' },
  secondsLeft: '{n} सेकंड',
  timeLeft: '{left} बाकी',
  stayAction: 'साइन इन रहें',
}

export const pagingLabels: Translation<typeof en.pagingLabels> = {
  pagination: 'पेज',
  previous: 'पिछला',
  page: 'पेज ',
  next: 'अगला',
  gap: '…',
}

export const staticPageMessages: Translation<typeof en.staticPageMessages> = {
  backToPortal: 'पोर्टल पर वापस जाएँ',
  aboutPortal: 'इस पोर्टल के बारे में',
  termsAndConditions: 'नियम और शर्तें',
  termsOfService: 'सेवा की शर्तें',
  privacyPolicy: 'गोपनीयता नीति',
  privacyNotice: 'गोपनीयता सूचना',
  legal: 'कानूनी जानकारी',
  company: 'कंपनी',
  accessibility: 'सुलभता',
}

export const languageSwitch: Translation<typeof en.languageSwitch> = {
  legend: 'भाषा',
}
