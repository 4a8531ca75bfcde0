/** Reminders in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const reminderLinkMessages: Translation<typeof en.reminderLinkMessages> = {
  title: 'आपकी मुलाक़ात',
  forPatient: '{name} के लिए',
  when: 'कब',
  kind: 'मुलाक़ात',
  inPerson: 'अस्पताल में आकर',
  video: 'वीडियो कॉल',
  state: 'स्थिति',
  upcoming: 'आने वाली',
  confirmedOn: 'आपने {date} को पुष्टि की',
  cancelled: 'रद्द',
  passed: 'यह मुलाक़ात बीत चुकी है',
  willCome: 'मैं आऊँगा/आऊँगी',
  cancelVisit: 'यह मुलाक़ात रद्द करें',
  changeTime: 'समय बदलें',
  changeTimeHint: 'पहले आप साइन इन करेंगे।',
  calendar: 'कैलेंडर में जोड़ें',
  confirmedNotice: 'धन्यवाद। अस्पताल को पता है कि आप आएँगे।',
  cancelledNotice: 'आपकी मुलाक़ात रद्द हो गई है। अस्पताल को बता दिया गया है।',
  yearIntro: 'इस लिंक से रद्द करने के लिए अपना जन्म वर्ष लिखें। इससे संदेश देखने वाले दूसरे लोग रद्द नहीं कर सकते।',
  yearLabel: 'आपका जन्म वर्ष',
  yearHint: 'चार अंक, जैसे 1984',
  yearInvalid: 'अपना जन्म वर्ष चार अंकों में लिखें, जैसे 1984',
  yearWrong: 'जन्म वर्ष मेल नहीं खाता। जाँचें और फिर से कोशिश करें।',
  cancelLocked: 'यह लिंक अब मुलाक़ात रद्द नहीं कर सकता। रद्द करने के लिए साइन इन करें, या अस्पताल को फ़ोन करें।',
  cancelNow: 'मुलाक़ात रद्द करें',
  keep: 'मुलाक़ात रखें',
  invalidTitle: 'यह लिंक काम नहीं करता',
  invalid: 'लिंक अधूरा हो सकता है, या मुलाक़ात शुरू हो चुकी है या किसी और समय पर चली गई है। अपनी मुलाक़ातें देखने के लिए साइन इन करें।',
  signIn: 'साइन इन',
  tooMany: 'इस नेटवर्क से बहुत ज़्यादा कोशिशें हुईं। एक मिनट रुककर फिर से कोशिश करें।',
  problem: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  calendarSummary: '{hospital} में {visit}',
}

export const reminderPreferencesMessages: Translation<typeof en.reminderPreferencesMessages> = {
  title: 'रिमाइंडर',
  intro:
    'मुलाक़ात बुक होने, बदलने या रद्द होने पर और हर मुलाक़ात से पहले अस्पताल आपको संदेश भेजता है: एक दिन पहले, और वीडियो कॉल से 30 मिनट पहले। संदेशों में आपकी सेहत के बारे में कुछ नहीं होता।',
  channels: 'संदेश आप तक कैसे पहुँचें',
  sms: 'आपके सत्यापित मोबाइल नंबर पर टेक्स्ट मैसेज (SMS)',
  email: 'आपके ईमेल पते पर ईमेल',
  language: 'संदेशों की भाषा',
  save: 'सहेजें',
  saving: 'सहेजा जा रहा है…',
  saved: 'आपकी रिमाइंडर पसंद सहेज ली गई है।',
  loadFailed: 'आपकी रिमाइंडर पसंद लोड नहीं हो सकी। कृपया बाद में फिर से कोशिश करें।',
  saveFailed: 'आपकी रिमाइंडर पसंद सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  profileLink: 'मुलाक़ातों से पहले रिमाइंडर',
}
