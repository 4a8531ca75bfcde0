/** The appointments area's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const calendarMessages: Translation<typeof en.calendarMessages> = {
  summary: '{doctor} के साथ {visit}',
  joinOnline: 'मरीज़ पोर्टल में "मेरे अपॉइंटमेंट" से कॉल में जुड़ें।',
}

export const dashboardMessages: Translation<typeof en.dashboardMessages> = {
  empty: 'आपका अभी कोई परामर्श इतिहास नहीं है',
  loadFailed: 'आपके अपॉइंटमेंट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
}

export const appointmentMessages: Translation<typeof en.appointmentMessages> = {
  bookBanner: 'अपॉइंटमेंट बुक करें',
  bookBannerText: 'देखभाल सेवा, डॉक्टर और अपनी सुविधा का समय चुनें।',
  bookAction: 'अपॉइंटमेंट बुक करें',
  joinCall: 'कॉल में जुड़ें',
  reschedule: 'समय बदलें',
  cancel: 'रद्द करें',
  addToCalendar: 'कैलेंडर में जोड़ें',
  message: 'संदेश',
  moreActions: 'और विकल्प',
  about: '{doctor} के साथ, {when}',
  cardDetails: ', {kind}, {when}',
  changeClosed: 'शुरू होने से 5 मिनट पहले समय बदलना और रद्द करना बंद हो जाता है।',
  cancelTitle: 'अपॉइंटमेंट रद्द करें',
  cancelReason: 'रद्द करने का कारण',
  cancelReasonHint: 'ज़रूरी नहीं, 100 अक्षरों तक।',
  cancelConfirm: 'अपॉइंटमेंट रद्द करें',
  keep: 'अपॉइंटमेंट रहने दें',
  cannotCancel: 'यह अपॉइंटमेंट रद्द नहीं किया जा सकता।',
  cancelled: 'अपॉइंटमेंट रद्द हो गया!',
  cancelUnauthorized: 'अनुमति नहीं है, कृपया फिर से लॉग इन करके कोशिश करें',
  cancelServerError: 'सर्वर में अंदरूनी गड़बड़ी',
  rescheduleTitle: 'अपॉइंटमेंट का समय बदलें',
  rescheduleDate: 'नई तारीख',
  showSlots: 'खाली समय देखें',
  slotsLegend: 'खाली समय',
  noSlots: 'कोई खाली समय नहीं है',
  selectSlot: 'कृपया समय चुनें!',
  cannotReschedule: 'इस अपॉइंटमेंट का समय अब नहीं बदला जा सकता।',
  rescheduleConfirm: 'पक्का करें',
  rescheduled: 'अपॉइंटमेंट का समय बदल गया!',
  unauthorized: 'अनुमति नहीं है, कृपया फिर से लॉग इन करके कोशिश करें!',
  serverError: 'सर्वर में अंदरूनी गड़बड़ी!',
  problem: 'एक समस्या आ गई है, कृपया थोड़ी देर बाद फिर कोशिश करें',
  slotsFailed: 'खाली समय लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  notFound: 'हमें वह अपॉइंटमेंट नहीं मिला।',
  backToDashboard: 'मेरे अपॉइंटमेंट पर वापस जाएँ',
}

export const appointmentScreens: Translation<typeof en.appointmentScreens> = {
  dashboardTitle: 'मेरे अपॉइंटमेंट',
  listLabel: 'आपके अपॉइंटमेंट',
  online: 'ऑनलाइन परामर्श',
  physical: 'अस्पताल आकर मिलना',
  moreActionsFor: 'अपॉइंटमेंट ({about}) के लिए और विकल्प',
  actionFor: 'अपॉइंटमेंट ({about}): {action}',
  cancelling: 'रद्द हो रहा है...',
}

export const appointmentLabels: Translation<typeof en.appointmentLabels> = {
  statusPrefix: 'स्थिति: ',
  upcoming: 'आने वाला',
  running: 'चल रहा है',
  completed: 'पूरा हुआ',
  cancelled: 'रद्द',
  confirmed: 'पुष्टि की गई',
  physicalVisits: 'अस्पताल आकर मिलना',
  videoConsultations: 'वीडियो परामर्श',
}

export const historyMessages: Translation<typeof en.historyMessages> = {
  historyTitle: 'अपॉइंटमेंट का इतिहास',
  historyLabel: 'अपॉइंटमेंट का इतिहास',
  historySearch: 'डॉक्टर के नाम से खोजें',
  search: 'खोजें',
  historyClear: 'खोज हटाएँ',
  loading: 'लोड हो रहा है...',
  found: '{n} मिले',
  historyEmpty: 'आपका अभी कोई परामर्श इतिहास नहीं है',
  historyNoMatch: 'कुछ नहीं मिला',
  historyFailed: 'आपके अपॉइंटमेंट का इतिहास लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  caption: '{title}, पेज {page} / {count}',
  doctor: 'डॉक्टर',
  consultationType: 'परामर्श का प्रकार',
  dateTime: 'तारीख और समय',
  status: 'स्थिति',
  action: 'विकल्प',
  view: 'देखें',
  viewFor: '{doctor} के साथ {when} का अपॉइंटमेंट: {action}',
}

export const notificationMessages: Translation<typeof en.notificationMessages> = {
  notificationsTitle: 'सूचनाएँ',
  notificationPages: 'सूचनाओं के पेज',
  noNotifications: 'कोई सूचना नहीं',
  notificationsFailed: 'आपकी सूचनाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  backToDashboard: 'मेरे अपॉइंटमेंट पर वापस जाएँ',
  now: 'अभी',
  viewConsultations: 'हाल के परामर्श देखें',
  viewMessage: 'संदेश देखें',
  viewAppointments: 'अपॉइंटमेंट देखें',
}

export const doctorMessages: Translation<typeof en.doctorMessages> = {
  cancelledTitle: 'अपॉइंटमेंट रद्द हुआ',
  cancelled: '{patient} ने {when} का अपॉइंटमेंट रद्द किया',
  rescheduledTitle: 'अपॉइंटमेंट का समय बदला',
  rescheduled: '{patient} ने {from} का अपॉइंटमेंट {to} पर कर दिया',
  thePatient: 'मरीज़',
  patient: 'मरीज़',
}
