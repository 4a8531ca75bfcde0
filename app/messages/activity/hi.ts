/** The activity page's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const activityMessages: Translation<typeof en.activityMessages> = {
  pageTitle: 'खाते की गतिविधि | मरीज़ पोर्टल',
  title: 'खाते की गतिविधि',
  intro:
    'पिछले {days} दिनों में आपके खाते पर क्या किया गया और किस डिवाइस से, सबसे नया पहले। अगर कुछ ऐसा दिखे जो आपने नहीं किया, तो अपना पासवर्ड बदलें।',
  changePassword: 'अपना पासवर्ड बदलें',
  filterForm: 'कौन सी गतिविधि दिखानी है',
  filterLabel: 'दिखाएँ',
  apply: 'दिखाएँ',
  filters: {
    all: 'सब कुछ',
    signIns: 'साइन इन',
    signOuts: 'साइन आउट',
    security: 'पासवर्ड, सहमति और मोबाइल नंबर',
    appointments: 'अपॉइंटमेंट',
    profile: 'प्रोफ़ाइल और दस्तावेज़',
    guests: 'देखभाल करने वाले',
  },
  caption: '{title}, पेज {page} / {count}',
  when: 'कब',
  what: 'क्या',
  device: 'डिवाइस',
  empty: 'अभी तक कुछ दर्ज नहीं हुआ है।',
  noMatch: 'पिछले {days} दिनों में इस तरह का कुछ नहीं।',
  browserOn: '{system} पर {browser}',
  network: 'नेटवर्क {place}',
  unknownDevice: 'अनजान डिवाइस',
  documentsUploaded: { one: 'दस्तावेज़ अपलोड किया गया', other: '{n} दस्तावेज़ अपलोड किए गए' },
  kinds: {
    signIn: 'साइन इन किया',
    signInFailed: 'आपके यूज़रनेम से साइन इन की असफल कोशिश',
    signOut: 'साइन आउट किया',
    signOutIdle: 'कुछ समय तक कोई गतिविधि न होने पर साइन आउट',
    signOutLimit: 'सत्र की सबसे लंबी अनुमत अवधि पूरी होने पर साइन आउट',
    signOutElsewhere: 'किसी दूसरे डिवाइस से साइन आउट किया गया',
    passwordChanged: 'पासवर्ड बदला गया',
    passwordReset: 'एक बार के कोड से नया पासवर्ड बनाया गया',
    consentGiven: 'सहमति दी गई',
    appointmentBooked: 'अपॉइंटमेंट बुक किया गया',
    appointmentCancelled: 'अपॉइंटमेंट रद्द किया गया',
    appointmentRescheduled: 'अपॉइंटमेंट का समय बदला गया',
    documentUploaded: 'दस्तावेज़ अपलोड किया गया',
    documentDeleted: 'दस्तावेज़ हटाया गया',
    photoChanged: 'प्रोफ़ाइल फ़ोटो बदली गई',
    profileSaved: 'प्रोफ़ाइल की जानकारी सहेजी गई',
    mobileVerified: 'मोबाइल नंबर सत्यापित किया गया',
    caretakerInvited: 'देखभाल करने वाले को वीडियो परामर्श में बुलाया गया',
    caretakerRemoved: 'देखभाल करने वाले को वीडियो परामर्श से हटाया गया',
    guestVerified: 'देखभाल करने वाले ने परामर्श का कोड डाला',
    guestJoined: 'देखभाल करने वाले वीडियो परामर्श में जुड़े',
    guestPassEnded: 'देखभाल करने वाले की परामर्श तक पहुँच खत्म हुई',
  },
}

export const activityLink: Translation<typeof en.activityLink> = {
  label: 'खाते की गतिविधि',
  hint: 'आपके खाते पर साइन इन और बदलाव',
}
