/** The devices screen's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const devicesScreen: Translation<typeof en.devicesScreen> = {
  title: 'आपके डिवाइस | पेशेंट पोर्टल',
  heading: 'आपके डिवाइस',
  intro: 'इन ब्राउज़र में आप अभी साइन इन हैं। जिसे आप नहीं पहचानते, या जो किसी साझा कंप्यूटर पर साइन इन रह गया, उससे साइन आउट करें।',
  sessionsHeading: 'आप कहाँ साइन इन हैं',
  deviceOn: '{system} पर {browser}',
  unknownBrowser: 'अनजान ब्राउज़र',
  unknownSystem: 'अनजान सिस्टम',
  thisDevice: 'यह डिवाइस',
  signedIn: 'साइन इन: {date}, {time}',
  lastUsed: 'आख़िरी इस्तेमाल: {date}, {time}',
  place: 'नेटवर्क: {network}',
  placeUnknown: 'नेटवर्क: पता नहीं',
  thisServer: 'यही सर्वर कंप्यूटर (स्थानीय परीक्षण)',
  privateNetwork: 'निजी (घर, दफ़्तर या अस्पताल का नेटवर्क)',
  signOut: 'साइन आउट करें',
  signOutNamed: '{device} से साइन आउट करें',
  signOutOthers: 'बाकी सभी डिवाइस से साइन आउट करें',
  onlyThisDevice: 'आप सिर्फ़ इसी डिवाइस पर साइन इन हैं।',
  moreNotShown: {
    one: '{n} और डिवाइस सूची में नहीं है। बाकी सभी डिवाइस से साइन आउट करने पर वह भी बंद हो जाएगा।',
    other: '{n} और डिवाइस सूची में नहीं हैं। बाकी सभी डिवाइस से साइन आउट करने पर वे भी बंद हो जाएँगे।',
  },
  passesHeading: 'आपकी वीडियो कॉल में देखभाल करने वाले',
  passesIntro:
    'जिस देखभाल करने वाले को आपने वीडियो कॉल में जोड़ा, वह कॉल ख़त्म होने तक जुड़ सकता है। अगर नहीं जुड़ना चाहिए, तो यहाँ पास बंद करें।',
  noPasses: 'अभी कोई देखभाल करने वाला आपकी कॉल में नहीं जुड़ सकता।',
  passFor: '{name}: {doctor} के साथ कॉल, {date}, {time}',
  endPass: 'पास बंद करें',
  endPassNamed: '{name} का पास बंद करें',
  cookieHeading: 'यह ब्राउज़र कैसे पहचाना जाता है',
  cookieText:
    'जब कोई ऐसे ब्राउज़र से साइन इन करे जिसे आपके खाते ने पहले इस्तेमाल नहीं किया, तो आपको बताने के लिए यह पोर्टल इस ब्राउज़र की एक कुकी में 400 दिन तक एक बेतरतीब संख्या रखता है। इसमें आपके बारे में कुछ नहीं है और यह साइन आउट के बाद भी रहती है। यह आपके ब्राउज़र या कंप्यूटर से निकाली नहीं जाती, और कुकी मिटाने से मिट जाती है।',
  changePassword: 'अपना पासवर्ड बदलें',
  rememberedHeading: 'दो-चरण साइन इन के लिए याद रखे गए',
  rememberedIntro:
    'इन ब्राउज़र में 30 दिन तक साइन इन के लिए सिर्फ़ आपका पासवर्ड चाहिए। जिसे आप अब उपयोग नहीं करते या नहीं पहचानते, उसे भुला दें।',
  rememberedUntil: '{date} तक याद रखा गया',
  noRemembered: 'कोई ब्राउज़र याद नहीं रखा गया है।',
  forget: 'भुला दें',
  forgetNamed: '{device} को भुला दें',
}

export const newSignInNotice: Translation<typeof en.newSignInNotice> = {
  newSignIn: '{time} पर {device} से नया साइन इन हुआ।',
  notYou: 'आप नहीं थे?',
  signItOut: 'उसे साइन आउट करें और अपना पासवर्ड बदलें।',
}

export const devicesMessages: Translation<typeof en.devicesMessages> = {
  signedOut: '{device} से साइन आउट हो गया।',
  signedOutOthers: { one: '{n} और डिवाइस से साइन आउट हो गया।', other: '{n} और डिवाइस से साइन आउट हो गया।' },
  passEnded: '{name} का पास बंद हो गया।',
  alreadyGone: 'उस डिवाइस या पास से पहले ही साइन आउट हो चुका है।',
  tooMany: 'बहुत ज़्यादा साइन आउट। कृपया {seconds} सेकंड रुककर फिर कोशिश करें।',
}
