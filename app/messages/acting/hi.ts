import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

/** Acting for a patient as their helper, in Hindi (see en.ts). */
export const actingMessages: Translation<typeof en.actingMessages> = {
  helping: 'आप {name} की मदद कर रहे हैं',
  switchBack: 'वापस अपने खाते में जाएँ',
  refusedTitle: 'सहायक यह पेज इस्तेमाल नहीं कर सकते',
  refused: 'यह पेज केवल मरीज़ के लिए है। इसे इस्तेमाल करने के लिए अपने खाते में वापस जाएँ।',
  ended: '{name} के लिए आपकी मदद समाप्त हो गई है। आप अपने खाते में वापस हैं।',
  byHelper: '{name} (सहायक) द्वारा',
  forPatient: '{name} के लिए',
}

export const switchScreen: Translation<typeof en.switchScreen> = {
  title: 'खाता बदलें | पेशेंट पोर्टल',
  heading: 'खाता बदलें',
  intro: 'चुनें कि किसका खाता इस्तेमाल करना है। जब तक आप किसी को नहीं चुनते, आप खुद के रूप में काम करते हैं।',
  me: 'मैं',
  meHint: 'आपके अपने अपॉइंटमेंट और खाता',
  grantHint: 'आप कर सकते हैं: {scopes}। {date} तक।',
  current: '(अभी)',
  switchTo: '{name} के रूप में इस्तेमाल करें',
  use: 'इस्तेमाल करें',
  scopeNames: {
    see: 'अपॉइंटमेंट देखें',
    book: 'बुक करें और बदलें',
    chat: 'चैट',
    call: 'वीडियो कॉल में जुड़ें',
    documents: 'दस्तावेज़ अपलोड करें',
  },
  noGrants: 'अभी तक किसी ने आपसे मदद नहीं माँगी है।',
  gone: 'वह मदद समाप्त हो गई है। कोई दूसरा खाता चुनें।',
  copiesOn: 'आपको मुलाक़ात के रिमाइंडर की कॉपी आपके मोबाइल पर SMS से मिलती है।',
  copiesStart: 'रिमाइंडर की कॉपी SMS से पाएँ',
  copiesStartNamed: '{name}: रिमाइंडर की कॉपी SMS से पाएँ',
  copiesStop: 'रिमाइंडर की कॉपी बंद करें',
  copiesStopNamed: '{name}: रिमाइंडर की कॉपी बंद करें',
  copiesStarted: 'आपको {name} की मुलाक़ात के रिमाइंडर की कॉपी आपके मोबाइल पर SMS से मिलेगी। उनमें कोई लिंक नहीं होगा।',
  copiesStopped: 'अब आपको {name} की मुलाक़ात के रिमाइंडर की कॉपी नहीं मिलेगी।',
  copiesNeedMobile: 'रिमाइंडर की कॉपी सत्यापित मोबाइल नंबर पर जाती है। पहले अपनी प्रोफ़ाइल में अपना मोबाइल नंबर सत्यापित करें।',
  copiesNeedSee: 'रिमाइंडर की कॉपी के लिए {name} के अपॉइंटमेंट देखने की अनुमति चाहिए।',
}
