/** The profile area's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/texts'
import type * as en from './en'

export const profileMessages: Translation<typeof en.profileMessages> = {
  cancel: 'रद्द करें',
  photoInvalid: 'कृपया सही फ़ाइल अपलोड करें',
  photoTooLarge: 'फ़ाइल {mb} MB की है, ज़्यादा से ज़्यादा 4 MB चलेगी',
  readFailed: 'फ़ाइल पढ़ने में समस्या आई।',
  photoTitle: 'प्रोफ़ाइल फ़ोटो अपलोड करें',
  cropTitle: 'फ़ोटो काटें',
  zoom: 'ज़ूम',
  done: 'हो गया',
  otpSentTo: '+91 {phone} पर भेजा गया 4 अंकों का OTP लिखें।',
  uploadFailed: '! फ़ाइलें अपलोड नहीं हो सकीं, कृपया फिर कोशिश करें',
  deleteTitle: 'क्या आप सच में यह रिकॉर्ड हटाना चाहते हैं?',
  deleteText: 'यह रिकॉर्ड सूची से हट जाएगा',
  deleteButton: 'हटाएँ',
}

export const profileNotices: Translation<typeof en.profileNotices> = {
  updated: 'प्रोफ़ाइल अपडेट हो गई',
  nameTooShort: 'कृपया कम से कम 2 अक्षर लिखें',
  gender: 'कृपया लिंग चुनें',
  dob: 'कृपया जन्म तिथि चुनें',
  state: 'कृपया राज्य चुनें',
  city: 'कृपया शहर चुनें',
  pincode: 'कृपया सही पिनकोड लिखें',
  email: 'कृपया सही ई-मेल पता लिखें',
  mobile: 'कृपया 10 अंकों का मोबाइल नंबर लिखें',
  textTooLong: 'कृपया 100 अक्षरों से ज़्यादा न लिखें',
  photoFailed: 'कृपया सही फ़ाइल अपलोड करें',
  photoUploaded: 'प्रोफ़ाइल फ़ोटो अपलोड हो गई',
  photoDeleted: 'प्रोफ़ाइल फ़ोटो हटा दी गई!',
  noPhoto: 'हटाने के लिए कोई फ़ोटो नहीं है',
  photoDeleteFailed: 'प्रोफ़ाइल फ़ोटो नहीं हटाई जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  invalidMobile: 'कृपया सही मोबाइल नंबर लिखें',
  otpRequired: 'कृपया OTP लिखें',
  otpInvalid: 'कृपया सही OTP लिखें।',
  otpVerified: 'OTP की पुष्टि हो गई',
  resent: 'नया OTP भेज दिया गया है।',
  otpTooMany: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {seconds} सेकंड रुककर फिर कोशिश करें।',
  tooSmall: 'फ़ाइल बहुत छोटी है।',
  tooLarge: 'फ़ाइल तय सीमा से बड़ी है।',
  tooManyFiles: ' बहुत ज़्यादा फ़ाइलें हैं।',
  noFile: ' कृपया अपलोड करने के लिए फ़ाइल चुनें।',
  countExceeded: ' अपलोड की जा सकने वाली फ़ाइलों की गिनती पूरी हो गई है।',
  invalidFile: ' कृपया सही फ़ाइल अपलोड करें।',
  uploaded: 'फ़ाइलें अपलोड हो गईं',
  deleted: 'फ़ाइल हटा दी गई!',
  deleteFailed: 'फ़ाइल नहीं हटाई जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
}

export const ProfileLabel: Translation<typeof en.ProfileLabel> = {
  firstName: 'पहला नाम',
  middleName: 'बीच का नाम',
  lastName: 'उपनाम',
  gender: 'लिंग',
  dateOfBirth: 'जन्म तिथि',
  state: 'राज्य',
  city: 'शहर',
  pinCode: 'पिनकोड',
  address: 'पता',
  email: 'ई-मेल',
  phoneNumber: 'मोबाइल नंबर',
  education: 'शिक्षा',
  occupation: 'पेशा',
  modes: 'परामर्श का तरीका',
  languages: 'भाषाएँ',
  medicalHistory: 'पहले की बीमारियाँ और इलाज',
  medicalInformation: 'अभी चल रही दवाएँ/इलाज',
  therapy: 'यह थेरेपी लेने का कारण क्या है?',
}

export const ProfileLegend: Translation<typeof en.ProfileLegend> = {
  basic: 'बुनियादी जानकारी',
  contact: 'संपर्क',
  otherDetails: 'दूसरी जानकारी',
  preferences: 'आपकी पसंद',
  languages: 'भाषा चुनें',
  medicalHistory: 'पहले की मेडिकल जानकारी',
  medicalInformation: 'अभी की मेडिकल जानकारी',
}

export const ProfilePageText: Translation<typeof en.ProfilePageText> = {
  title: 'मरीज़ की प्रोफ़ाइल',
  loadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  backToDashboard: 'मेरे अपॉइंटमेंट पर वापस जाएँ',
  close: 'बंद करें',
  viewTitle: 'मरीज़ की जानकारी',
  edit: 'प्रोफ़ाइल बदलें',
  photoAlt: 'आपकी प्रोफ़ाइल',
  noValue: '-',
  editTitle: 'मरीज़ की जानकारी बदलें',
  pictureLabel: 'प्रोफ़ाइल फ़ोटो',
  photoNote: 'ये फ़ाइलें चलेंगी: png, jpg, jpeg।',
  deletePicture: 'फ़ोटो हटाएँ',
  showCities: 'इस राज्य के शहर दिखाएँ',
  verify: 'पुष्टि करें',
  verified: 'पुष्टि हो गई',
  notVerified: 'पुष्टि नहीं हुई',
  physical: 'अस्पताल आकर परामर्श',
  online: 'ऑनलाइन परामर्श',
  update: 'अपडेट करें',
  saving: 'सेव हो रहा है...',
  verifyTitle: 'मोबाइल नंबर की पुष्टि करें',
  otpLabel: 'OTP (एक बार इस्तेमाल होने वाला पासवर्ड)',
  verifyButton: 'पुष्टि करें',
  countdown: 'आप {time} में नया OTP माँग सकते हैं',
  resend: 'OTP फिर से भेजें',
  wrongNumber: 'गलत मोबाइल नंबर लिख दिया?',
  documentsTitle: 'दस्तावेज़',
  view: 'देखें',
  delete: 'हटाएँ',
  noDocuments: 'अभी कोई फ़ाइल अपलोड नहीं हुई है।',
  allowedDocuments: 'ये फ़ाइलें चलेंगी: pdf, jpg, jpeg, png। ज़्यादा से ज़्यादा 5 फ़ाइलें, हर एक 4 MB तक।',
  allowedMedical: 'ये फ़ाइलें चलेंगी: pdf, jpg, jpeg, png, heic, heif। ज़्यादा से ज़्यादा 5 फ़ाइलें, हर एक 10 MB तक।',
  upload: 'अपलोड करें',
  converting: 'बदला जा रहा है...',
  uploading: 'अपलोड हो रहा है...',
  uploadProgress: 'अपलोड कितना हुआ',
}

export const profileDocumentTitles: Translation<typeof en.profileDocumentTitles> = {
  GOVT: 'सरकारी पहचान पत्र',
  ADDRESS: 'पते का सबूत',
  MEDICALHISTORY: 'मेडिकल रिकॉर्ड',
}

export const profileGenders: Translation<typeof en.profileGenders> = {
  MALE: 'पुरुष',
  FEMALE: 'महिला',
  OTHERS: 'अन्य',
}

export const profileScreens: Translation<typeof en.profileScreens> = {
  cropPreview: 'काटी गई फ़ोटो की झलक। इसे खिसकाने के लिए तीर वाली कुंजियाँ दबाएँ।',
  deleting: 'हटाया जा रहा है...',
}
