/**
 * What a reminder or confirmation says, in the patient's language (docs/reminders.md has them as
 * the operator's templates). A text names the hospital's short brand, the day, the time, in
 * person or video and one link: nothing about health (no doctor, speciality, reason or name), as
 * anyone may read a phone's lock screen. English fits one GSM-7 SMS segment; Hindi and Kannada
 * (Unicode) stay within two.
 */
export type ReminderLanguage = 'en' | 'hi' | 'kn'
export const REMINDER_LANGUAGES: readonly ReminderLanguage[] = ['en', 'hi', 'kn']

/** booked, moved, cancelled: the confirmations; reminder: before the visit; callSoon: an online visit's last one. */
export type MessageKind = 'booked' | 'moved' | 'cancelled' | 'reminder' | 'callSoon'

/** The longest brand a text carries; a longer one is cut (the SMS must stay one segment). */
export const BRAND_MAX = 20

interface Template {
  subject: string
  /** {brand}, {date}, {time}, {mode}, {link}: the operator's variables. */
  body: string
  /**
   * A helper's copy: no link, and the visit is the patient's, not the reader's ("the patient's
   * visit", never a name: docs/reminders.md#a-helpers-copies).
   */
  copy: string
}

const TEMPLATES: Record<ReminderLanguage, Record<MessageKind, Template> & { inPerson: string; video: string }> = {
  en: {
    inPerson: 'in person',
    video: 'video',
    booked: {
      subject: 'Your visit is booked',
      body: '{brand}: visit booked {date} {time}, {mode}. Details: {link}',
      copy: '{brand}: visit booked {date} {time}, {mode}.',
    },
    moved: {
      subject: 'Your visit has moved',
      body: '{brand}: visit moved to {date} {time}, {mode}. Details: {link}',
      copy: '{brand}: visit moved to {date} {time}, {mode}.',
    },
    cancelled: {
      subject: 'Your visit is cancelled',
      body: '{brand}: your visit {date} {time} is cancelled.',
      copy: "{brand}: the patient's visit {date} {time} is cancelled.",
    },
    reminder: {
      subject: 'Your visit is coming up',
      body: '{brand}: your visit {date} {time}, {mode}. Confirm or cancel: {link}',
      copy: "{brand}: the patient's visit {date} {time}, {mode}.",
    },
    callSoon: {
      subject: 'Your call opens in 15 minutes',
      body: '{brand}: video visit at {time}; your call opens in 15 minutes: {link}',
      copy: "{brand}: video visit at {time}; the patient's call opens in 15 minutes.",
    },
  },
  hi: {
    inPerson: 'अस्पताल में',
    video: 'वीडियो',
    booked: {
      subject: 'मुलाक़ात बुक हुई',
      body: '{brand}: मुलाक़ात बुक हुई {date} {time}, {mode}. विवरण: {link}',
      copy: '{brand}: मुलाक़ात बुक हुई {date} {time}, {mode}.',
    },
    moved: {
      subject: 'मुलाक़ात बदली गई',
      body: '{brand}: मुलाक़ात बदली गई {date} {time}, {mode}. विवरण: {link}',
      copy: '{brand}: मुलाक़ात बदली गई {date} {time}, {mode}.',
    },
    cancelled: {
      subject: 'मुलाक़ात रद्द हुई',
      body: '{brand}: आपकी मुलाक़ात {date} {time} रद्द हो गई है.',
      copy: '{brand}: मरीज़ की मुलाक़ात {date} {time} रद्द हो गई है.',
    },
    reminder: {
      subject: 'आपकी मुलाक़ात जल्द है',
      body: '{brand}: आपकी मुलाक़ात {date} {time}, {mode}. पुष्टि या रद्द करें: {link}',
      copy: '{brand}: मरीज़ की मुलाक़ात {date} {time}, {mode}.',
    },
    callSoon: {
      subject: 'आपकी कॉल 15 मिनट में खुलेगी',
      body: '{brand}: वीडियो मुलाक़ात {time}; कॉल 15 मिनट में खुलेगी: {link}',
      copy: '{brand}: वीडियो मुलाक़ात {time}; कॉल 15 मिनट में खुलेगी.',
    },
  },
  kn: {
    inPerson: 'ಆಸ್ಪತ್ರೆಯಲ್ಲಿ',
    video: 'ವೀಡಿಯೊ',
    booked: {
      subject: 'ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ',
      body: '{brand}: ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ {date} {time}, {mode}. ವಿವರ: {link}',
      copy: '{brand}: ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ {date} {time}, {mode}.',
    },
    moved: {
      subject: 'ಭೇಟಿ ಬದಲಾಗಿದೆ',
      body: '{brand}: ಭೇಟಿ ಬದಲಾಗಿದೆ {date} {time}, {mode}. ವಿವರ: {link}',
      copy: '{brand}: ಭೇಟಿ ಬದಲಾಗಿದೆ {date} {time}, {mode}.',
    },
    cancelled: {
      subject: 'ಭೇಟಿ ರದ್ದಾಗಿದೆ',
      body: '{brand}: ನಿಮ್ಮ ಭೇಟಿ {date} {time} ರದ್ದಾಗಿದೆ.',
      copy: '{brand}: ರೋಗಿಯ ಭೇಟಿ {date} {time} ರದ್ದಾಗಿದೆ.',
    },
    reminder: {
      subject: 'ನಿಮ್ಮ ಭೇಟಿ ಹತ್ತಿರದಲ್ಲಿದೆ',
      body: '{brand}: ನಿಮ್ಮ ಭೇಟಿ {date} {time}, {mode}. ದೃಢೀಕರಿಸಿ/ರದ್ದುಮಾಡಿ: {link}',
      copy: '{brand}: ರೋಗಿಯ ಭೇಟಿ {date} {time}, {mode}.',
    },
    callSoon: {
      subject: 'ಕರೆ 15 ನಿಮಿಷದಲ್ಲಿ ತೆರೆಯುತ್ತದೆ',
      body: '{brand}: ವೀಡಿಯೊ ಭೇಟಿ {time}; ಕರೆ 15 ನಿಮಿಷದಲ್ಲಿ ತೆರೆಯುತ್ತದೆ: {link}',
      copy: '{brand}: ವೀಡಿಯೊ ಭೇಟಿ {time}; ಕರೆ 15 ನಿಮಿಷದಲ್ಲಿ ತೆರೆಯುತ್ತದೆ.',
    },
  },
}

/** The operator's templates of one language, as a DLT registration lists them (docs/reminders.md). */
export function templatesOf(language: ReminderLanguage): Record<MessageKind, Template> {
  const { inPerson: _inPerson, video: _video, ...kinds } = TEMPLATES[language]
  return kinds
}

export interface VisitMessage {
  kind: MessageKind
  language: ReminderLanguage
  brand: string
  start: Date
  online: boolean
  /** The visit's link; the cancel confirmation has none. */
  link: string | null
  /** A helper's copy: its own words, without the link. */
  copy?: boolean
  timeZone: string
}

/** The day and time as the hospital's clock says them, in Latin digits (every phone shows them). */
function when(language: ReminderLanguage, start: Date, timeZone: string) {
  const locale = `${language}-IN-u-nu-latn`
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
  return { date: date.format(start), time: time.format(start) }
}

/** A message's subject (for e-mail) and body (SMS and e-mail alike). */
export function visitMessage(m: VisitMessage): { subject: string; body: string } {
  const texts = TEMPLATES[m.language]
  const template = texts[m.kind]
  const values: Record<string, string> = {
    brand: m.brand.trim().slice(0, BRAND_MAX).trim(),
    ...when(m.language, m.start, m.timeZone),
    mode: m.online ? texts.video : texts.inPerson,
    link: m.link ?? '',
  }
  const words = m.copy ? template.copy : template.body
  const body = words.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
  return { subject: template.subject, body }
}
