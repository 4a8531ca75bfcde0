/** The activity page's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const activityMessages: Translation<typeof en.activityMessages> = {
  pageTitle: 'ಖಾತೆಯ ಚಟುವಟಿಕೆ | ರೋಗಿ ಪೋರ್ಟಲ್',
  title: 'ಖಾತೆಯ ಚಟುವಟಿಕೆ',
  intro:
    'ಕಳೆದ {days} ದಿನಗಳಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಏನು ಮಾಡಲಾಯಿತು ಮತ್ತು ಯಾವ ಸಾಧನದಿಂದ, ಹೊಸದು ಮೊದಲು. ನೀವು ಮಾಡದ ಏನಾದರೂ ಕಂಡರೆ, ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ.',
  changePassword: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ',
  filterForm: 'ಯಾವ ಚಟುವಟಿಕೆ ತೋರಿಸಬೇಕು',
  filterLabel: 'ತೋರಿಸಿ',
  apply: 'ತೋರಿಸಿ',
  filters: {
    all: 'ಎಲ್ಲವೂ',
    signIns: 'ಸೈನ್ ಇನ್',
    signOuts: 'ಸೈನ್ ಔಟ್',
    security: 'ಪಾಸ್‌ವರ್ಡ್, ಸಮ್ಮತಿ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    appointments: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
    profile: 'ಪ್ರೊಫೈಲ್ ಮತ್ತು ದಾಖಲೆಗಳು',
    guests: 'ಆರೈಕೆದಾರರು',
  },
  caption: '{title}, ಪುಟ {page} / {count}',
  when: 'ಯಾವಾಗ',
  what: 'ಏನು',
  device: 'ಸಾಧನ',
  empty: 'ಇನ್ನೂ ಏನೂ ದಾಖಲಾಗಿಲ್ಲ.',
  noMatch: 'ಕಳೆದ {days} ದಿನಗಳಲ್ಲಿ ಈ ರೀತಿಯದು ಏನೂ ಇಲ್ಲ.',
  browserOn: '{system} ನಲ್ಲಿ {browser}',
  network: 'ನೆಟ್‌ವರ್ಕ್ {place}',
  unknownDevice: 'ಗೊತ್ತಿಲ್ಲದ ಸಾಧನ',
  documentsUploaded: { one: 'ದಾಖಲೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದೆ', other: '{n} ದಾಖಲೆಗಳನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದೆ' },
  kinds: {
    signIn: 'ಸೈನ್ ಇನ್ ಮಾಡಲಾಗಿದೆ',
    signInFailed: 'ನಿಮ್ಮ ಬಳಕೆದಾರ ಹೆಸರಿನಿಂದ ವಿಫಲವಾದ ಸೈನ್ ಇನ್ ಪ್ರಯತ್ನ',
    signOut: 'ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ',
    signOutIdle: 'ಸ್ವಲ್ಪ ಸಮಯ ಯಾವುದೇ ಚಟುವಟಿಕೆ ಇಲ್ಲದ ಕಾರಣ ಸೈನ್ ಔಟ್',
    signOutLimit: 'ಅನುಮತಿಸಿದ ಅತಿ ದೀರ್ಘ ಸೆಷನ್ ಮುಗಿದ ಕಾರಣ ಸೈನ್ ಔಟ್',
    signOutElsewhere: 'ಬೇರೆ ಸಾಧನದಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ',
    passwordChanged: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    passwordReset: 'ಒಂದು ಬಾರಿಯ ಕೋಡ್‌ನಿಂದ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಲಾಗಿದೆ',
    consentGiven: 'ಸಮ್ಮತಿ ನೀಡಲಾಗಿದೆ',
    appointmentBooked: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಲಾಗಿದೆ',
    appointmentCancelled: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
    appointmentRescheduled: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಸಮಯ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    documentUploaded: 'ದಾಖಲೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಗಿದೆ',
    documentDeleted: 'ದಾಖಲೆ ಅಳಿಸಲಾಗಿದೆ',
    photoChanged: 'ಪ್ರೊಫೈಲ್ ಫೋಟೋ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    profileSaved: 'ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ',
    mobileVerified: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಲಾಗಿದೆ',
    caretakerInvited: 'ಆರೈಕೆದಾರರನ್ನು ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಗೆ ಆಹ್ವಾನಿಸಲಾಗಿದೆ',
    caretakerRemoved: 'ಆರೈಕೆದಾರರನ್ನು ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಯಿಂದ ತೆಗೆಯಲಾಗಿದೆ',
    guestVerified: 'ಆರೈಕೆದಾರರು ಸಮಾಲೋಚನೆಯ ಕೋಡ್ ನಮೂದಿಸಿದ್ದಾರೆ',
    guestJoined: 'ಆರೈಕೆದಾರರು ವೀಡಿಯೊ ಸಮಾಲೋಚನೆಗೆ ಸೇರಿದ್ದಾರೆ',
    guestPassEnded: 'ಸಮಾಲೋಚನೆಗೆ ಆರೈಕೆದಾರರ ಪ್ರವೇಶ ಮುಗಿದಿದೆ',
  },
}

export const activityLink: Translation<typeof en.activityLink> = {
  label: 'ಖಾತೆಯ ಚಟುವಟಿಕೆ',
  hint: 'ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಸೈನ್ ಇನ್ ಮತ್ತು ಬದಲಾವಣೆಗಳು',
}
