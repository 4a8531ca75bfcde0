/** The devices screen's texts in Kannada (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const devicesScreen: Translation<typeof en.devicesScreen> = {
  title: 'ನಿಮ್ಮ ಸಾಧನಗಳು | ರೋಗಿ ಪೋರ್ಟಲ್',
  heading: 'ನಿಮ್ಮ ಸಾಧನಗಳು',
  intro:
    'ಈ ಬ್ರೌಸರ್‌ಗಳಲ್ಲಿ ನೀವು ಈಗ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ. ನಿಮಗೆ ಗುರುತು ಸಿಗದ, ಅಥವಾ ಹಂಚಿಕೊಂಡ ಕಂಪ್ಯೂಟರ್‌ನಲ್ಲಿ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಉಳಿದ ಬ್ರೌಸರ್‌ನಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿ.',
  sessionsHeading: 'ನೀವು ಎಲ್ಲಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ',
  deviceOn: '{system} ನಲ್ಲಿ {browser}',
  unknownBrowser: 'ಗೊತ್ತಿಲ್ಲದ ಬ್ರೌಸರ್',
  unknownSystem: 'ಗೊತ್ತಿಲ್ಲದ ಸಿಸ್ಟಮ್',
  thisDevice: 'ಈ ಸಾಧನ',
  signedIn: 'ಸೈನ್ ಇನ್: {date}, {time}',
  lastUsed: 'ಕೊನೆಯ ಬಳಕೆ: {date}, {time}',
  place: 'ನೆಟ್‌ವರ್ಕ್: {network}',
  placeUnknown: 'ನೆಟ್‌ವರ್ಕ್: ಗೊತ್ತಿಲ್ಲ',
  thisServer: 'ಇದೇ ಸರ್ವರ್ ಕಂಪ್ಯೂಟರ್ (ಸ್ಥಳೀಯ ಪರೀಕ್ಷೆ)',
  privateNetwork: 'ಖಾಸಗಿ (ಮನೆ, ಕಚೇರಿ ಅಥವಾ ಆಸ್ಪತ್ರೆಯ ನೆಟ್‌ವರ್ಕ್)',
  signOut: 'ಸೈನ್ ಔಟ್ ಮಾಡಿ',
  signOutNamed: '{device} ನಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿ',
  signOutOthers: 'ಉಳಿದ ಎಲ್ಲ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿ',
  onlyThisDevice: 'ನೀವು ಈ ಸಾಧನದಲ್ಲಿ ಮಾತ್ರ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ.',
  moreNotShown: {
    one: 'ಇನ್ನೂ {n} ಸಾಧನ ಪಟ್ಟಿಯಲ್ಲಿಲ್ಲ. ಉಳಿದ ಎಲ್ಲ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿದರೆ ಅದೂ ಕೊನೆಗೊಳ್ಳುತ್ತದೆ.',
    other: 'ಇನ್ನೂ {n} ಸಾಧನಗಳು ಪಟ್ಟಿಯಲ್ಲಿಲ್ಲ. ಉಳಿದ ಎಲ್ಲ ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿದರೆ ಅವೂ ಕೊನೆಗೊಳ್ಳುತ್ತವೆ.',
  },
  passesHeading: 'ನಿಮ್ಮ ವೀಡಿಯೊ ಕರೆಗಳಲ್ಲಿ ಆರೈಕೆದಾರರು',
  passesIntro: 'ನೀವು ವೀಡಿಯೊ ಕರೆಗೆ ಸೇರಿಸಿದ ಆರೈಕೆದಾರರು ಕರೆ ಮುಗಿಯುವವರೆಗೆ ಸೇರಬಹುದು. ಅವರು ಸೇರಬಾರದು ಎಂದಾದರೆ ಇಲ್ಲಿ ಪಾಸ್ ಕೊನೆಗೊಳಿಸಿ.',
  noPasses: 'ಈಗ ಯಾವ ಆರೈಕೆದಾರರೂ ನಿಮ್ಮ ಕರೆಗಳಿಗೆ ಸೇರಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  passFor: '{name}: {doctor} ಅವರೊಂದಿಗೆ ಕರೆ, {date}, {time}',
  endPass: 'ಪಾಸ್ ಕೊನೆಗೊಳಿಸಿ',
  endPassNamed: '{name} ಅವರ ಪಾಸ್ ಕೊನೆಗೊಳಿಸಿ',
  cookieHeading: 'ಈ ಬ್ರೌಸರ್ ಅನ್ನು ಹೇಗೆ ಗುರುತಿಸಲಾಗುತ್ತದೆ',
  cookieText:
    'ನಿಮ್ಮ ಖಾತೆ ಹಿಂದೆ ಬಳಸದ ಬ್ರೌಸರ್‌ನಿಂದ ಯಾರಾದರೂ ಸೈನ್ ಇನ್ ಆದಾಗ ನಿಮಗೆ ತಿಳಿಸಲು, ಈ ಪೋರ್ಟಲ್ ಈ ಬ್ರೌಸರ್‌ನ ಕುಕಿಯಲ್ಲಿ 400 ದಿನಗಳವರೆಗೆ ಒಂದು ಯಾದೃಚ್ಛಿಕ ಸಂಖ್ಯೆಯನ್ನು ಇಡುತ್ತದೆ. ಅದರಲ್ಲಿ ನಿಮ್ಮ ಬಗ್ಗೆ ಏನೂ ಇಲ್ಲ, ಮತ್ತು ಸೈನ್ ಔಟ್ ಮಾಡಿದ ನಂತರವೂ ಉಳಿಯುತ್ತದೆ. ಅದನ್ನು ನಿಮ್ಮ ಬ್ರೌಸರ್ ಅಥವಾ ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ಲೆಕ್ಕ ಹಾಕುವುದಿಲ್ಲ, ಮತ್ತು ಕುಕಿಗಳನ್ನು ಅಳಿಸಿದರೆ ಅದೂ ಅಳಿಯುತ್ತದೆ.',
  changePassword: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
  rememberedHeading: 'ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್‌ಗಾಗಿ ನೆನಪಿಟ್ಟವು',
  rememberedIntro:
    'ಈ ಬ್ರೌಸರ್‌ಗಳಲ್ಲಿ 30 ದಿನಗಳವರೆಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮಾತ್ರ ಸಾಕು. ನೀವು ಇನ್ನು ಬಳಸದ ಅಥವಾ ಗುರುತಿಸದವುಗಳನ್ನು ಮರೆಯಿರಿ.',
  rememberedUntil: '{date} ವರೆಗೆ ನೆನಪಿಡಲಾಗಿದೆ',
  noRemembered: 'ಯಾವುದೇ ಬ್ರೌಸರ್ ನೆನಪಿಟ್ಟಿಲ್ಲ.',
  forget: 'ಮರೆಯಿರಿ',
  forgetNamed: '{device} ಅನ್ನು ಮರೆಯಿರಿ',
}

export const newSignInNotice: Translation<typeof en.newSignInNotice> = {
  newSignIn: '{time} ಕ್ಕೆ {device} ನಲ್ಲಿ ಹೊಸ ಸೈನ್ ಇನ್ ಆಗಿದೆ.',
  notYou: 'ಅದು ನೀವಲ್ಲವೇ?',
  signItOut: 'ಅದನ್ನು ಸೈನ್ ಔಟ್ ಮಾಡಿ ಮತ್ತು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ.',
}

export const devicesMessages: Translation<typeof en.devicesMessages> = {
  signedOut: '{device} ನಿಂದ ಸೈನ್ ಔಟ್ ಆಗಿದೆ.',
  signedOutOthers: { one: 'ಇನ್ನೊಂದು {n} ಸಾಧನದಿಂದ ಸೈನ್ ಔಟ್ ಆಗಿದೆ.', other: 'ಇನ್ನೂ {n} ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಆಗಿದೆ.' },
  passEnded: '{name} ಅವರ ಪಾಸ್ ಕೊನೆಗೊಂಡಿದೆ.',
  alreadyGone: 'ಆ ಸಾಧನ ಅಥವಾ ಪಾಸ್‌ನಿಂದ ಈಗಾಗಲೇ ಸೈನ್ ಔಟ್ ಆಗಿದೆ.',
  tooMany: 'ತುಂಬಾ ಸೈನ್ ಔಟ್‌ಗಳು. ದಯವಿಟ್ಟು {seconds} ಸೆಕೆಂಡ್ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
}
