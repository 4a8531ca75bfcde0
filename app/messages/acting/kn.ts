import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

/** Acting for a patient as their helper, in Kannada (see en.ts). */
export const actingMessages: Translation<typeof en.actingMessages> = {
  helping: 'ನೀವು {name} ಅವರಿಗೆ ಸಹಾಯ ಮಾಡುತ್ತಿದ್ದೀರಿ',
  switchBack: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಹಿಂತಿರುಗಿ',
  refusedTitle: 'ಸಹಾಯಕರು ಈ ಪುಟವನ್ನು ಬಳಸಲಾಗುವುದಿಲ್ಲ',
  refused: 'ಈ ಪುಟ ರೋಗಿಗೆ ಮಾತ್ರ. ಇದನ್ನು ಬಳಸಲು ನಿಮ್ಮ ಸ್ವಂತ ಖಾತೆಗೆ ಹಿಂತಿರುಗಿ.',
  ended: '{name} ಅವರಿಗೆ ನಿಮ್ಮ ಸಹಾಯ ಕೊನೆಗೊಂಡಿದೆ. ನೀವು ನಿಮ್ಮ ಸ್ವಂತ ಖಾತೆಗೆ ಹಿಂತಿರುಗಿದ್ದೀರಿ.',
  byHelper: '{name} (ಸಹಾಯಕ) ಅವರಿಂದ',
  forPatient: '{name} ಅವರಿಗಾಗಿ',
}

export const switchScreen: Translation<typeof en.switchScreen> = {
  title: 'ಖಾತೆ ಬದಲಿಸಿ | ರೋಗಿ ಪೋರ್ಟಲ್',
  heading: 'ಖಾತೆ ಬದಲಿಸಿ',
  intro: 'ಯಾರ ಖಾತೆಯನ್ನು ಬಳಸಬೇಕೆಂದು ಆಯ್ಕೆಮಾಡಿ. ನೀವು ಯಾರನ್ನಾದರೂ ಆಯ್ಕೆ ಮಾಡುವವರೆಗೆ ನೀವು ನಿಮ್ಮಂತೆಯೇ ಬಳಸುತ್ತೀರಿ.',
  me: 'ನಾನು',
  meHint: 'ನಿಮ್ಮ ಸ್ವಂತ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು ಮತ್ತು ಖಾತೆ',
  grantHint: 'ನೀವು ಮಾಡಬಹುದು: {scopes}. {date} ವರೆಗೆ.',
  current: '(ಈಗ)',
  switchTo: '{name} ಆಗಿ ಬಳಸಿ',
  use: 'ಬಳಸಿ',
  scopeNames: {
    see: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ',
    book: 'ಬುಕ್ ಮಾಡಿ ಮತ್ತು ಬದಲಿಸಿ',
    chat: 'ಚಾಟ್',
    call: 'ವೀಡಿಯೊ ಕರೆಗಳಿಗೆ ಸೇರಿ',
    documents: 'ದಾಖಲೆಗಳನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
  },
  noGrants: 'ಇನ್ನೂ ಯಾರೂ ನಿಮ್ಮಿಂದ ಸಹಾಯ ಕೇಳಿಲ್ಲ.',
  gone: 'ಆ ಸಹಾಯ ಕೊನೆಗೊಂಡಿದೆ. ಬೇರೆ ಖಾತೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  copiesOn: 'ಭೇಟಿಯ ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳು ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ SMS ಮೂಲಕ ಬರುತ್ತವೆ.',
  copiesStart: 'ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳನ್ನು SMS ಮೂಲಕ ಪಡೆಯಿರಿ',
  copiesStartNamed: '{name}: ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳನ್ನು SMS ಮೂಲಕ ಪಡೆಯಿರಿ',
  copiesStop: 'ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  copiesStopNamed: '{name}: ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  copiesStarted: '{name} ಅವರ ಭೇಟಿಯ ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳು ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ SMS ಮೂಲಕ ಬರುತ್ತವೆ. ಅವುಗಳಲ್ಲಿ ಯಾವುದೇ ಲಿಂಕ್ ಇರುವುದಿಲ್ಲ.',
  copiesStopped: '{name} ಅವರ ಭೇಟಿಯ ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳು ಇನ್ನು ಮುಂದೆ ನಿಮಗೆ ಬರುವುದಿಲ್ಲ.',
  copiesNeedMobile: 'ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳು ಪರಿಶೀಲಿಸಿದ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ಹೋಗುತ್ತವೆ. ಮೊದಲು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಪರಿಶೀಲಿಸಿ.',
  copiesNeedSee: 'ಜ್ಞಾಪನೆಗಳ ಪ್ರತಿಗಳಿಗೆ {name} ಅವರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳನ್ನು ನೋಡುವ ಅನುಮತಿ ಬೇಕು.',
}
