import type { Database } from 'better-sqlite3'
import { hospitalLogoSvg, SVG_MIME } from '../images.ts'
import { insertRows } from './rows.ts'

/** Ids other seed files refer to. */
export const HOSPITAL_ID = 1
export const CARE = { physicalVisit: 1, onlineConsultation: 2, remoteMonitoring: 3, nursing: 4 } as const

export const HOSPITAL_NAME = 'Sunrise Multispeciality Hospital'

const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali', 'Marathi']

const SPECIALITIES = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Paediatrics',
  'Orthopaedics',
  'Obstetrics and Gynaecology',
  'Psychiatry',
  'ENT',
  'Endocrinology',
]

const CONDITIONS = [
  'Diabetes',
  'Hypertension',
  'Asthma',
  'Migraine',
  'Anxiety',
  'Depression',
  'Back Pain',
  'Thyroid Disorder',
  'Skin Allergy',
  'Arthritis',
  'PCOS',
  'Childhood Fever',
]

const STATES: Record<string, string[]> = {
  'Andhra Pradesh': ['Visakhapatnam', 'Vijayawada', 'Tirupati'],
  Delhi: ['New Delhi', 'Dwarka', 'Rohini'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'],
  Kerala: ['Thiruvananthapuram', 'Kochi', 'Kozhikode'],
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur'],
  Punjab: ['Ludhiana', 'Amritsar', 'Jalandhar'],
  Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai'],
  Telangana: ['Hyderabad', 'Warangal', 'Karimnagar'],
  'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Varanasi'],
  'West Bengal': ['Kolkata', 'Siliguri', 'Durgapur'],
}

const REFUND_POLICY =
  'Cancel up to 5 minutes before the start of your appointment for a full refund to the original payment method ' +
  'within 5 to 7 working days. Missed appointments are not refunded.'
const PATIENT_CONSENT =
  'I consent to receive consultations through this portal, including video consultations, and to the hospital ' +
  'keeping my medical information to provide care. I understand that I can withdraw this consent at any time.'
const EXTERNAL_CONSENT =
  'I am joining this video consultation at the invitation of the patient and will keep what I hear confidential.'

export function seedReference(db: Database): void {
  insertRows(db, 'hospitals', [
    {
      id: HOSPITAL_ID,
      name: HOSPITAL_NAME,
      website: 'https://sunrise-hospital.example.org',
      city: 'Bengaluru',
      logo: Buffer.from(hospitalLogoSvg(HOSPITAL_NAME)),
      logo_mime: SVG_MIME,
      sms_brand: 'Sunrise Hospital',
    },
    // a second hospital without a logo, so "no image" is a real case
    {
      id: 2,
      name: 'Riverside Community Clinic',
      website: null,
      city: 'Mysuru',
      logo: null,
      logo_mime: null,
      sms_brand: 'Riverside Clinic',
    },
  ])

  const admin = {
    email: null,
    refund_policy: REFUND_POLICY,
    patient_consent_message: PATIENT_CONSENT,
    patient_consent_url: 'https://sunrise-hospital.example.org/consent',
    external_consent_message: EXTERNAL_CONSENT,
    external_consent_url: 'https://sunrise-hospital.example.org/guest-consent',
  }
  insertRows(db, 'administrators', [
    { ...admin, id: 1, hospital_id: 1, first_name: 'Nisha', last_name: 'Kapoor', phone_number: '9800000001' },
    { ...admin, id: 2, hospital_id: 1, first_name: 'Rohit', last_name: 'Sharma', phone_number: '9800000002' },
    { ...admin, id: 3, hospital_id: 2, first_name: 'Anil', last_name: 'Joshi', phone_number: '9800000003' },
  ])

  insertRows(db, 'care_services', [
    { id: CARE.physicalVisit, title: 'Physical Visit' },
    { id: CARE.onlineConsultation, title: 'Online Consultation' },
    { id: CARE.remoteMonitoring, title: 'Remote Patient Monitoring' },
    { id: CARE.nursing, title: 'Nursing Services' },
  ])
  insertRows(
    db,
    'hospital_care_services',
    Object.values(CARE).map((id) => ({ hospital_id: HOSPITAL_ID, care_service_id: id })),
  )
  insertRows(
    db,
    'specialities',
    SPECIALITIES.map((title, i) => ({ id: i + 1, hospital_id: HOSPITAL_ID, title })),
  )
  insertRows(
    db,
    'languages',
    LANGUAGES.map((name, i) => ({ id: i + 1, name })),
  )
  insertRows(
    db,
    'conditions',
    CONDITIONS.map((name, i) => ({ id: i + 1, name })),
  )

  let cityId = 0
  Object.entries(STATES).forEach(([state, cities], i) => {
    insertRows(db, 'states', [{ id: i + 1, name: state }])
    insertRows(
      db,
      'cities',
      cities.map((name) => ({ id: ++cityId, state_id: i + 1, name })),
    )
  })
}

/** Seed data names things by title; rows store ids. Throws on a typo, so seeds can't drift silently. */
export function idOf(list: 'languages' | 'specialities' | 'conditions', name: string): number {
  const source = list === 'languages' ? LANGUAGES : list === 'specialities' ? SPECIALITIES : CONDITIONS
  const index = source.indexOf(name)
  if (index < 0) throw new Error(`seed: unknown ${list} entry '${name}'`)
  return index + 1
}
