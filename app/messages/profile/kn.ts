/** The profile area's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/texts'
import type * as en from './en'

export const profileMessages: Translation<typeof en.profileMessages> = {
  cancel: 'ರದ್ದುಮಾಡಿ',
  photoInvalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  photoTooLarge: 'ಫೈಲ್ {mb} MB ಇದೆ, ಹೆಚ್ಚೆಂದರೆ 4 MB ಗೆ ಅನುಮತಿ ಇದೆ',
  readFailed: 'ಫೈಲ್ ಓದುವಾಗ ಸಮಸ್ಯೆ ಉಂಟಾಯಿತು.',
  photoTitle: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  cropTitle: 'ಫೋಟೋ ಕತ್ತರಿಸಿ',
  zoom: 'ಜೂಮ್',
  done: 'ಆಯಿತು',
  otpSentTo: '+91 {phone} ಗೆ ಕಳುಹಿಸಿದ 4 ಅಂಕಿಗಳ OTP ನಮೂದಿಸಿ.',
  uploadFailed: '! ಫೈಲ್‌ಗಳನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  deleteTitle: 'ಈ ದಾಖಲೆಯನ್ನು ಅಳಿಸಲು ಖಚಿತವಾಗಿ ಬಯಸುವಿರಾ?',
  deleteText: 'ಈ ದಾಖಲೆ ಪಟ್ಟಿಯಿಂದ ತೆಗೆದುಹಾಕಲ್ಪಡುತ್ತದೆ',
  deleteButton: 'ಅಳಿಸಿ',
}

export const profileNotices: Translation<typeof en.profileNotices> = {
  updated: 'ಪ್ರೊಫೈಲ್ ನವೀಕರಿಸಲಾಗಿದೆ',
  nameTooShort: 'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳನ್ನು ನಮೂದಿಸಿ',
  gender: 'ದಯವಿಟ್ಟು ಲಿಂಗವನ್ನು ಆರಿಸಿ',
  dob: 'ದಯವಿಟ್ಟು ಹುಟ್ಟಿದ ದಿನಾಂಕವನ್ನು ಆರಿಸಿ',
  state: 'ದಯವಿಟ್ಟು ರಾಜ್ಯವನ್ನು ಆರಿಸಿ',
  city: 'ದಯವಿಟ್ಟು ನಗರವನ್ನು ಆರಿಸಿ',
  pincode: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಪಿನ್‌ಕೋಡ್ ನಮೂದಿಸಿ',
  email: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
  mobile: 'ದಯವಿಟ್ಟು 10 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
  textTooLong: 'ದಯವಿಟ್ಟು 100 ಅಕ್ಷರಗಳಿಗಿಂತ ಹೆಚ್ಚು ನಮೂದಿಸಬೇಡಿ',
  photoFailed: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  photoUploaded: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ ಅಪ್‌ಲೋಡ್ ಆಗಿದೆ',
  photoDeleted: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ ಅಳಿಸಲಾಗಿದೆ!',
  noPhoto: 'ಅಳಿಸಲು ಯಾವುದೇ ಫೋಟೋ ಇಲ್ಲ',
  photoDeleteFailed: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ ಅಳಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  invalidMobile: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
  otpRequired: 'ದಯವಿಟ್ಟು OTP ನಮೂದಿಸಿ',
  otpInvalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ OTP ನಮೂದಿಸಿ.',
  otpVerified: 'OTP ಪರಿಶೀಲನೆ ಯಶಸ್ವಿಯಾಗಿದೆ',
  resent: 'ಹೊಸ OTP ಕಳುಹಿಸಲಾಗಿದೆ.',
  otpTooMany: 'ತುಂಬಾ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು {seconds} ಸೆಕೆಂಡುಗಳು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  tooSmall: 'ಫೈಲ್ ತುಂಬಾ ಚಿಕ್ಕದಾಗಿದೆ.',
  tooLarge: 'ಫೈಲ್ ಗಾತ್ರ ಅನುಮತಿಸಿದ ಮಿತಿಗಿಂತ ಹೆಚ್ಚಾಗಿದೆ.',
  tooManyFiles: ' ತುಂಬಾ ಫೈಲ್‌ಗಳಿವೆ.',
  noFile: ' ದಯವಿಟ್ಟು ಅಪ್‌ಲೋಡ್ ಮಾಡಲು ಫೈಲ್ ಆರಿಸಿ.',
  countExceeded: ' ಅಪ್‌ಲೋಡ್ ಮಾಡಬಹುದಾದ ಫೈಲ್‌ಗಳ ಗರಿಷ್ಠ ಸಂಖ್ಯೆ ಮೀರಿದೆ.',
  invalidFile: ' ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  uploaded: 'ಫೈಲ್‌ಗಳು ಅಪ್‌ಲೋಡ್ ಆಗಿವೆ',
  deleted: 'ಫೈಲ್ ಅಳಿಸಲಾಗಿದೆ!',
  deleteFailed: 'ಫೈಲ್ ಅಳಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}

export const ProfileLabel: Translation<typeof en.ProfileLabel> = {
  firstName: 'ಮೊದಲ ಹೆಸರು',
  middleName: 'ನಡುವಿನ ಹೆಸರು',
  lastName: 'ಕೊನೆಯ ಹೆಸರು',
  gender: 'ಲಿಂಗ',
  dateOfBirth: 'ಹುಟ್ಟಿದ ದಿನಾಂಕ',
  state: 'ರಾಜ್ಯ',
  city: 'ನಗರ',
  pinCode: 'ಪಿನ್‌ಕೋಡ್',
  address: 'ವಿಳಾಸ',
  email: 'ಇ-ಮೇಲ್',
  phoneNumber: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  education: 'ಶಿಕ್ಷಣ',
  occupation: 'ಉದ್ಯೋಗ',
  modes: 'ಸಮಾಲೋಚನೆಯ ವಿಧಾನ',
  languages: 'ಭಾಷೆಗಳು',
  medicalHistory: 'ಹಿಂದಿನ ಕಾಯಿಲೆಗಳು ಮತ್ತು ಚಿಕಿತ್ಸೆ',
  medicalInformation: 'ಈಗ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿರುವ ಔಷಧ/ಚಿಕಿತ್ಸೆ',
  therapy: 'ಈ ಚಿಕಿತ್ಸೆ ತೆಗೆದುಕೊಳ್ಳಲು ಕಾರಣವೇನು?',
}

export const ProfileLegend: Translation<typeof en.ProfileLegend> = {
  basic: 'ಮೂಲ ಮಾಹಿತಿ',
  contact: 'ಸಂಪರ್ಕ',
  otherDetails: 'ಇತರ ವಿವರಗಳು',
  preferences: 'ನಿಮ್ಮ ಆಯ್ಕೆಗಳು',
  languages: 'ಭಾಷೆ ಆರಿಸಿ',
  medicalHistory: 'ಹಿಂದಿನ ವೈದ್ಯಕೀಯ ಮಾಹಿತಿ',
  medicalInformation: 'ಈಗಿನ ವೈದ್ಯಕೀಯ ಮಾಹಿತಿ',
}

export const ProfilePageText: Translation<typeof en.ProfilePageText> = {
  title: 'ರೋಗಿಯ ಪ್ರೊಫೈಲ್',
  loadFailed: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  backToDashboard: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
  close: 'ಮುಚ್ಚಿ',
  viewTitle: 'ರೋಗಿಯ ಮಾಹಿತಿ',
  edit: 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಿ',
  photoAlt: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್',
  noValue: '-',
  editTitle: 'ರೋಗಿಯ ಮಾಹಿತಿ ಬದಲಿಸಿ',
  pictureLabel: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ',
  photoNote: 'ಅನುಮತಿಸಿದ ಫೈಲ್‌ಗಳು: png, jpg, jpeg.',
  deletePicture: 'ಫೋಟೋ ಅಳಿಸಿ',
  showCities: 'ಈ ರಾಜ್ಯದ ನಗರಗಳನ್ನು ತೋರಿಸಿ',
  verify: 'ಪರಿಶೀಲಿಸಿ',
  verified: 'ಪರಿಶೀಲಿಸಲಾಗಿದೆ',
  notVerified: 'ಪರಿಶೀಲಿಸಿಲ್ಲ',
  physical: 'ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ಸಮಾಲೋಚನೆ',
  online: 'ಆನ್‌ಲೈನ್ ಸಮಾಲೋಚನೆ',
  update: 'ನವೀಕರಿಸಿ',
  saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
  verifyTitle: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಿ',
  otpLabel: 'OTP (ಒಂದು ಬಾರಿಯ ಪಾಸ್‌ವರ್ಡ್)',
  verifyButton: 'ಪರಿಶೀಲಿಸಿ',
  countdown: '{time} ನಂತರ ನೀವು ಹೊಸ OTP ಕೇಳಬಹುದು',
  resend: 'OTP ಮತ್ತೆ ಕಳುಹಿಸಿ',
  wrongNumber: 'ತಪ್ಪು ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿದಿರಾ?',
  documentsTitle: 'ದಾಖಲೆಗಳು',
  view: 'ನೋಡಿ',
  delete: 'ಅಳಿಸಿ',
  noDocuments: 'ಇನ್ನೂ ಯಾವುದೇ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಆಗಿಲ್ಲ.',
  allowedDocuments: 'ಅನುಮತಿಸಿದ ಫೈಲ್‌ಗಳು: pdf, jpg, jpeg, png. ಹೆಚ್ಚೆಂದರೆ 5 ಫೈಲ್‌ಗಳು, ಪ್ರತಿಯೊಂದೂ 4 MB ವರೆಗೆ.',
  allowedMedical: 'ಅನುಮತಿಸಿದ ಫೈಲ್‌ಗಳು: pdf, jpg, jpeg, png, heic, heif. ಹೆಚ್ಚೆಂದರೆ 5 ಫೈಲ್‌ಗಳು, ಪ್ರತಿಯೊಂದೂ 10 MB ವರೆಗೆ.',
  upload: 'ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  converting: 'ಪರಿವರ್ತಿಸಲಾಗುತ್ತಿದೆ...',
  uploading: 'ಅಪ್‌ಲೋಡ್ ಆಗುತ್ತಿದೆ...',
  uploadProgress: 'ಅಪ್‌ಲೋಡ್ ಪ್ರಗತಿ',
}

export const profileDocumentTitles: Translation<typeof en.profileDocumentTitles> = {
  GOVT: 'ಸರ್ಕಾರಿ ಗುರುತಿನ ಚೀಟಿ',
  ADDRESS: 'ವಿಳಾಸದ ಪುರಾವೆ',
  MEDICALHISTORY: 'ವೈದ್ಯಕೀಯ ದಾಖಲೆಗಳು',
}

export const profileGenders: Translation<typeof en.profileGenders> = {
  MALE: 'ಪುರುಷ',
  FEMALE: 'ಮಹಿಳೆ',
  OTHERS: 'ಇತರೆ',
}

export const profileScreens: Translation<typeof en.profileScreens> = {
  cropPreview: 'ಕತ್ತರಿಸಿದ ಫೋಟೋದ ಮುನ್ನೋಟ. ಅದನ್ನು ಸರಿಸಲು ಬಾಣದ ಕೀಲಿಗಳನ್ನು ಬಳಸಿ.',
  deleting: 'ಅಳಿಸಲಾಗುತ್ತಿದೆ...',
}
