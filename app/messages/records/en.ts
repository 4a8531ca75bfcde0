/**
 * The health record's texts in English (docs/records.md), in the form every language shares (ADR 56):
 * the page, its print, the download and the narratives the file carries in the chosen language.
 */
export const recordsMessages = {
  pageTitle: 'My health record | Patient Portal',
  title: 'My health record',
  intro:
    'What you told us when booking, your visits, prescriptions and documents, in one place. Print it, or download it as a file another hospital can read.',
  aboutYou: 'About you',
  // a helper reads the record of the patient they help, named by the grant (docs/records.md#a-helpers-reading)
  forHelper: {
    pageTitle: "{name}'s health record | Patient Portal",
    title: "{name}'s health record",
    intro:
      'What {name} told the hospital when booking, their visits and prescriptions, in one place. Print it, or download it as a file another hospital can read.',
    about: 'About {name}',
    // an item's note, and what the page says of the rest, for a helper: of the patient, not to them
    notes: {
      toldAtBooking: 'Told the hospital when booking on {date}',
      fromProfile: 'Added to the profile on {date}',
      fromProfileUndated: 'Added to the profile',
      fromHospital: 'From the appointments at {hospital}',
      moreVisits: 'The {shown} most recent of {total}. The others are in the appointment history.',
      moreDocuments: 'The {shown} most recent of {total}. The others are on the profile.',
      recordFailed: 'The record could not be loaded. Try again in a few minutes.',
    },
  },
  name: 'Name',
  dateOfBirth: 'Date of birth',
  medicalRecordNumber: 'Medical record number',
  hospital: 'Hospital',
  sections: {
    allergies: 'Allergies and drug sensitivities',
    problems: 'Health conditions',
    medications: 'Medicines',
    procedures: 'Procedures',
    vitals: 'Latest vitals',
    encounters: 'Visits',
    prescriptions: 'Prescriptions',
    documents: 'Documents',
  },
  noneRecorded: 'None recorded',
  kinds: {
    allergy: 'Allergy',
    drugSensitivity: 'Drug sensitivity',
    ONLINE_CONSULTATION: 'Online consultation',
    PHYSICAL_VISIT: 'Physical visit',
    GOVT: 'Government ID',
    ADDRESS: 'Address proof',
    MEDICALHISTORY: 'Medical history',
  },
  vitals: {
    height: 'Height',
    weight: 'Weight',
    bloodPressure: 'Blood pressure',
    pulse: 'Pulse',
    spo2: 'SpO2',
    temperature: 'Temperature',
    bloodGlucose: 'Blood glucose',
  },
  units: {
    height: 'cm',
    weight: 'kg',
    bloodPressure: 'mmHg',
    pulse: 'beats a minute',
    spo2: '%',
    temperature: '°F',
    bloodGlucose: 'mg/dL',
  },
  toldAtBooking: 'You told us when booking on {date}',
  fromDoctor: 'From {doctor} on {date}',
  fromProfile: 'You added it to your profile on {date}',
  fromProfileUndated: 'You added it to your profile',
  fromHospital: 'From your appointments at {hospital}',
  visit: '{type} with {doctor}',
  prescription: 'Prescription from {doctor}',
  openPrescription: 'View the prescription',
  openDocument: 'Open {name}',
  moreVisits: 'The {shown} most recent of {total}. The others are in your appointment history.',
  moreDocuments: 'The {shown} most recent of {total}. The others are on your profile.',
  history: 'Appointment history',
  profile: 'Profile',
  madeOn: 'Made on {date} by {hospital}',
  print: 'Print',
  printHint: "To print, use your browser's Print: the record prints without the portal's menus.",
  download: 'Download',
  downloadTitle: 'Take it to another hospital',
  downloadHint:
    'The file is a FHIR R4 patient summary, the format hospitals and India’s health records exchange read. It holds what this page shows.',
  addPdfs: 'Show the size with the prescription PDFs',
  withPdfs: 'Add the prescription PDFs ({size})',
  pdfsTooLarge:
    'The prescription PDFs come to {size}, more than the {cap} a download can hold. Download the record without them and open each prescription from the list.',
  downloadFailed: 'The file could not be made. Try again in a few minutes.',
  recordFailed: 'Your record could not be loaded. Try again in a few minutes.',
  documentTitle: 'Patient summary',
} as const

/** The profile screen's link to the health record. */
export const recordsLink = {
  label: 'My health record',
  hint: 'Print it, or download it for another hospital',
} as const
