/** The health record's texts in Hindi (ADR 56; words as in docs/glossary.md). */
import type { Translation } from '~/utils/language/texts'
import type * as en from './en'

export const recordsMessages: Translation<typeof en.recordsMessages> = {
  pageTitle: 'मेरा स्वास्थ्य रिकॉर्ड | मरीज़ पोर्टल',
  title: 'मेरा स्वास्थ्य रिकॉर्ड',
  intro:
    'बुकिंग के समय आपने हमें जो बताया, आपकी विज़िट, पर्चे और दस्तावेज़, एक जगह। इसे प्रिंट करें, या ऐसी फ़ाइल के रूप में डाउनलोड करें जिसे दूसरा अस्पताल पढ़ सके।',
  aboutYou: 'आपके बारे में',
  forHelper: {
    pageTitle: '{name} का स्वास्थ्य रिकॉर्ड | मरीज़ पोर्टल',
    title: '{name} का स्वास्थ्य रिकॉर्ड',
    intro:
      'बुकिंग के समय {name} ने अस्पताल को जो बताया, उनकी विज़िट और पर्चे, एक जगह। इसे प्रिंट करें, या ऐसी फ़ाइल के रूप में डाउनलोड करें जिसे दूसरा अस्पताल पढ़ सके।',
    about: '{name} के बारे में',
  },
  name: 'नाम',
  dateOfBirth: 'जन्म तिथि',
  medicalRecordNumber: 'मेडिकल रिकॉर्ड नंबर',
  hospital: 'अस्पताल',
  sections: {
    allergies: 'एलर्जी और दवाओं से संवेदनशीलता',
    problems: 'स्वास्थ्य समस्याएँ',
    medications: 'दवाइयाँ',
    procedures: 'प्रक्रियाएँ',
    vitals: 'नवीनतम वाइटल्स',
    encounters: 'विज़िट',
    prescriptions: 'पर्चे',
    documents: 'दस्तावेज़',
  },
  noneRecorded: 'कुछ दर्ज नहीं',
  kinds: {
    allergy: 'एलर्जी',
    drugSensitivity: 'दवा से संवेदनशीलता',
    ONLINE_CONSULTATION: 'ऑनलाइन परामर्श',
    PHYSICAL_VISIT: 'अस्पताल में विज़िट',
    GOVT: 'सरकारी पहचान पत्र',
    ADDRESS: 'पते का प्रमाण',
    MEDICALHISTORY: 'चिकित्सा इतिहास',
  },
  vitals: {
    height: 'लंबाई',
    weight: 'वज़न',
    bloodPressure: 'रक्तचाप',
    pulse: 'नब्ज़',
    spo2: 'SpO2',
    temperature: 'तापमान',
    bloodGlucose: 'ब्लड ग्लूकोज़',
  },
  units: {
    height: 'सेमी',
    weight: 'किग्रा',
    bloodPressure: 'mmHg',
    pulse: 'प्रति मिनट',
    spo2: '%',
    temperature: '°F',
    bloodGlucose: 'mg/dL',
  },
  toldAtBooking: '{date} को बुकिंग के समय आपने बताया',
  fromDoctor: '{doctor} से, {date} को',
  fromProfile: 'आपने {date} को अपनी प्रोफ़ाइल में जोड़ा',
  fromProfileUndated: 'आपने अपनी प्रोफ़ाइल में जोड़ा',
  fromHospital: '{hospital} में आपके अपॉइंटमेंट से',
  visit: '{doctor} के साथ {type}',
  prescription: '{doctor} का पर्चा',
  openPrescription: 'पर्चा देखें',
  openDocument: '{name} खोलें',
  moreVisits: '{total} में से सबसे हाल की {shown}। बाकी आपके अपॉइंटमेंट इतिहास में हैं।',
  moreDocuments: '{total} में से सबसे हाल के {shown}। बाकी आपकी प्रोफ़ाइल पर हैं।',
  history: 'अपॉइंटमेंट इतिहास',
  profile: 'प्रोफ़ाइल',
  madeOn: '{date} को {hospital} द्वारा बनाया गया',
  print: 'प्रिंट करें',
  printHint: 'प्रिंट करने के लिए अपने ब्राउज़र का प्रिंट इस्तेमाल करें: रिकॉर्ड पोर्टल के मेन्यू के बिना प्रिंट होता है।',
  download: 'डाउनलोड करें',
  downloadTitle: 'इसे दूसरे अस्पताल ले जाएँ',
  downloadHint:
    'यह फ़ाइल FHIR R4 मरीज़ सारांश है, वह फ़ॉर्मेट जिसे अस्पताल और भारत का स्वास्थ्य रिकॉर्ड आदान-प्रदान पढ़ते हैं। इसमें वही है जो यह पेज दिखाता है।',
  addPdfs: 'पर्चों की PDF के साथ आकार दिखाएँ',
  withPdfs: 'पर्चों की PDF जोड़ें ({size})',
  pdfsTooLarge:
    'पर्चों की PDF {size} की हैं, जो एक डाउनलोड की सीमा {cap} से ज़्यादा है। रिकॉर्ड उनके बिना डाउनलोड करें और हर पर्चा सूची से खोलें।',
  downloadFailed: 'फ़ाइल नहीं बन सकी। कुछ मिनट बाद फिर कोशिश करें।',
  recordFailed: 'आपका रिकॉर्ड लोड नहीं हो सका। कुछ मिनट बाद फिर कोशिश करें।',
  documentTitle: 'मरीज़ सारांश',
}

export const recordsLink: Translation<typeof en.recordsLink> = {
  label: 'मेरा स्वास्थ्य रिकॉर्ड',
  hint: 'इसे प्रिंट करें, या दूसरे अस्पताल के लिए डाउनलोड करें',
}
