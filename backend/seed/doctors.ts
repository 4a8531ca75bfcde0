import type { Database } from 'better-sqlite3'
import { avatarSvg, SVG_MIME } from '../images.ts'
import { CARE, HOSPITAL_ID, idOf } from './reference.ts'
import { insertRows } from './rows.ts'

type Mode = 'PHYSICAL' | 'ONLINE'
type Fee = number | [from: number, to: number]
interface Hours {
  days: number[] // 0 = Sunday
  from: string
  to: string
  mode: Mode
}

export interface DoctorSeed {
  id: number
  prefix: string
  firstName: string
  lastName: string
  gender: 'MALE' | 'FEMALE' | 'OTHERS'
  experienceYears: number
  specialities: string[]
  languages: string[]
  conditions: string[]
  careServices: number[]
  fees: Partial<Record<Mode, Fee>>
  slotMinutes: 15 | 30 | 45 | 60
  hours: Hours[]
  about: string
  photo: boolean
  status?: 'INACTIVE'
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]
const MON_TO_FRI = [1, 2, 3, 4, 5]
const MON_TO_SAT = [1, 2, 3, 4, 5, 6]

/**
 * Spread over every filter the doctor list offers: experience bands 0-5/6-10/11-15/16+,
 * slot lengths 15/30/45/60, all three genders, fixed and ranged fees, long and short About
 * texts, with and without photo, one INACTIVE, one listed online without online hours. Doctor 12 works all day every day so a demo
 * at any hour finds a near free slot.
 */
export const DOCTORS: DoctorSeed[] = [
  {
    id: 1,
    prefix: 'Dr.',
    firstName: 'Arjun',
    lastName: 'Mehta',
    gender: 'MALE',
    experienceYears: 12,
    specialities: ['General Medicine', 'Cardiology'],
    languages: ['English', 'Hindi'],
    conditions: ['Hypertension', 'Diabetes'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation, CARE.remoteMonitoring],
    fees: { PHYSICAL: 500, ONLINE: 400 },
    slotMinutes: 30,
    photo: true,
    hours: [
      { days: EVERY_DAY, from: '09:00', to: '13:00', mode: 'PHYSICAL' },
      { days: EVERY_DAY, from: '17:00', to: '21:00', mode: 'ONLINE' },
    ],
    about:
      'Dr. Arjun Mehta is a consultant physician with a special interest in preventive cardiology. He trained at ' +
      "St. John's Medical College, Bengaluru, and has spent twelve years helping patients manage high blood " +
      'pressure, diabetes and cholesterol through practical, sustainable lifestyle changes and careful medication.',
  },
  {
    id: 2,
    prefix: 'Dr.',
    firstName: 'Priya',
    lastName: 'Raman',
    gender: 'FEMALE',
    experienceYears: 8,
    specialities: ['Dermatology'],
    languages: ['English', 'Tamil'],
    conditions: ['Skin Allergy'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: 600, ONLINE: [300, 500] },
    slotMinutes: 15,
    photo: true,
    hours: [
      { days: MON_TO_SAT, from: '10:00', to: '13:00', mode: 'PHYSICAL' },
      { days: MON_TO_SAT, from: '14:00', to: '18:00', mode: 'ONLINE' },
    ],
    about: 'Dermatologist treating eczema, acne, allergies and hair loss in adults and children.',
  },
  {
    id: 3,
    prefix: 'Prof.',
    firstName: 'Suresh',
    lastName: 'Iyer',
    gender: 'MALE',
    experienceYears: 24,
    specialities: ['Orthopaedics'],
    languages: ['English', 'Kannada', 'Tamil'],
    conditions: ['Arthritis', 'Back Pain'],
    careServices: [CARE.physicalVisit],
    fees: { PHYSICAL: [800, 1200] },
    slotMinutes: 45,
    photo: true,
    hours: [{ days: [1, 3, 5, 6], from: '09:00', to: '14:00', mode: 'PHYSICAL' }],
    about:
      'Professor Suresh Iyer heads the department of orthopaedics. Over twenty-four years he has performed more ' +
      'than three thousand joint replacements and now focuses on keeping people with arthritis and chronic back ' +
      'pain active without surgery wherever that is possible, through physiotherapy and guided exercise.',
  },
  {
    id: 4,
    prefix: 'Dr.',
    firstName: 'Kavya',
    lastName: 'Nair',
    gender: 'FEMALE',
    experienceYears: 3,
    specialities: ['Paediatrics'],
    languages: ['English', 'Malayalam'],
    conditions: ['Childhood Fever', 'Asthma'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: 350, ONLINE: 350 },
    slotMinutes: 15,
    photo: false,
    hours: [
      { days: EVERY_DAY, from: '08:00', to: '12:00', mode: 'PHYSICAL' },
      { days: EVERY_DAY, from: '18:00', to: '22:00', mode: 'ONLINE' },
    ],
    about: 'Paediatrician caring for newborns, children and teenagers.',
  },
  {
    id: 5,
    prefix: 'Dr.',
    firstName: 'Rahul',
    lastName: 'Banerjee',
    gender: 'MALE',
    experienceYears: 15,
    specialities: ['Psychiatry'],
    languages: ['English', 'Bengali', 'Hindi'],
    conditions: ['Anxiety', 'Depression'],
    careServices: [CARE.onlineConsultation],
    fees: { ONLINE: [700, 1000] },
    slotMinutes: 60,
    photo: true,
    hours: [
      { days: MON_TO_FRI, from: '11:00', to: '15:00', mode: 'ONLINE' },
      { days: MON_TO_FRI, from: '19:00', to: '23:00', mode: 'ONLINE' },
    ],
    about:
      'Dr. Rahul Banerjee is a psychiatrist who works with adults living with anxiety, depression and sleep ' +
      'problems. His sessions combine evidence-based talking therapy with careful, minimal use of medication, and ' +
      'evening online hours make it easier to keep appointments around work and family commitments.',
  },
  {
    id: 6,
    prefix: 'Dr.',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    gender: 'FEMALE',
    experienceYears: 6,
    specialities: ['Obstetrics and Gynaecology'],
    languages: ['English', 'Marathi', 'Hindi'],
    conditions: ['PCOS', 'Thyroid Disorder'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: 700, ONLINE: 500 },
    slotMinutes: 30,
    photo: true,
    hours: [
      { days: [0, 2, 4, 6], from: '10:00', to: '14:00', mode: 'PHYSICAL' },
      { days: [0, 2, 4, 6], from: '15:00', to: '18:00', mode: 'ONLINE' },
    ],
    about: 'Obstetrician and gynaecologist; antenatal care, PCOS and menstrual health.',
  },
  {
    id: 7,
    prefix: 'Dr.',
    firstName: 'Alex',
    lastName: 'Fernandes',
    gender: 'OTHERS',
    experienceYears: 10,
    specialities: ['General Medicine'],
    languages: ['English', 'Kannada'],
    conditions: ['Migraine', 'Asthma'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation, CARE.nursing],
    fees: { PHYSICAL: 450, ONLINE: 350 },
    slotMinutes: 30,
    photo: false,
    hours: [
      { days: EVERY_DAY, from: '09:00', to: '13:00', mode: 'PHYSICAL' },
      { days: EVERY_DAY, from: '14:00', to: '17:00', mode: 'ONLINE' },
      { days: EVERY_DAY, from: '20:00', to: '23:00', mode: 'ONLINE' },
    ],
    about: 'Family physician for everyday illnesses, headaches and breathing problems.',
  },
  {
    id: 8,
    prefix: 'Dr.',
    firstName: 'Venkat',
    lastName: 'Reddy',
    gender: 'MALE',
    experienceYears: 19,
    specialities: ['Cardiology'],
    languages: ['English', 'Telugu', 'Hindi'],
    conditions: ['Hypertension'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: [1000, 1500], ONLINE: 900 },
    slotMinutes: 45,
    photo: true,
    hours: [
      { days: MON_TO_SAT, from: '09:00', to: '12:00', mode: 'PHYSICAL' },
      { days: MON_TO_SAT, from: '16:00', to: '19:00', mode: 'ONLINE' },
    ],
    about: 'Interventional cardiologist: chest pain, heart failure and rhythm problems.',
  },
  {
    id: 9,
    prefix: 'Dr.',
    firstName: 'Fatima',
    lastName: 'Sheikh',
    gender: 'FEMALE',
    experienceYears: 1,
    specialities: ['ENT'],
    languages: ['English', 'Hindi'],
    conditions: ['Asthma'],
    careServices: [CARE.physicalVisit],
    fees: { PHYSICAL: 300 },
    slotMinutes: 15,
    photo: false,
    hours: [{ days: MON_TO_FRI, from: '10:00', to: '16:00', mode: 'PHYSICAL' }],
    about: 'Ear, nose and throat surgeon.',
  },
  {
    id: 10,
    prefix: 'Dr.',
    firstName: 'Manoj',
    lastName: 'Pillai',
    gender: 'MALE',
    experienceYears: 14,
    specialities: ['Endocrinology'],
    languages: ['English', 'Malayalam', 'Tamil'],
    conditions: ['Diabetes', 'Thyroid Disorder'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation, CARE.remoteMonitoring],
    fees: { PHYSICAL: 900, ONLINE: 800 },
    slotMinutes: 60,
    photo: true,
    hours: [
      { days: [1, 2, 4, 5], from: '09:00', to: '13:00', mode: 'PHYSICAL' },
      { days: [1, 2, 4, 5], from: '14:00', to: '17:00', mode: 'ONLINE' },
    ],
    about:
      'Dr. Manoj Pillai is an endocrinologist who looks after people with type 1 and type 2 diabetes, thyroid ' +
      "disease and hormonal disorders. He runs the hospital's remote glucose monitoring programme, so many of his " +
      'patients can share readings from home and adjust treatment between visits without travelling.',
  },
  {
    id: 11,
    prefix: 'Prof.',
    firstName: 'Lakshmi',
    lastName: 'Subramanian',
    gender: 'FEMALE',
    experienceYears: 32,
    specialities: ['General Medicine', 'Endocrinology'],
    languages: ['English', 'Tamil', 'Telugu'],
    conditions: ['Diabetes', 'Hypertension'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: [600, 900], ONLINE: [500, 700] },
    slotMinutes: 30,
    photo: true,
    hours: [
      { days: EVERY_DAY, from: '06:00', to: '10:00', mode: 'ONLINE' },
      { days: MON_TO_SAT, from: '11:00', to: '15:00', mode: 'PHYSICAL' },
    ],
    about: 'Senior physician with three decades of experience in chronic disease care.',
  },
  {
    // lower-case prefix on purpose: the history list capitalises it (docs/rules/appointments.md#screens)
    id: 12,
    prefix: 'dr',
    firstName: 'Imran',
    lastName: 'Qureshi',
    gender: 'MALE',
    experienceYears: 5,
    specialities: ['Dermatology', 'General Medicine'],
    languages: ['English', 'Hindi'],
    conditions: ['Skin Allergy'],
    careServices: [CARE.onlineConsultation],
    fees: { ONLINE: 250 },
    slotMinutes: 15,
    photo: false,
    hours: [{ days: EVERY_DAY, from: '00:00', to: '23:59', mode: 'ONLINE' }],
    about: 'Tele-consultation doctor available around the clock for skin and general complaints.',
  },
  {
    id: 13,
    prefix: 'Dr.',
    firstName: 'Deepa',
    lastName: 'Menon',
    gender: 'FEMALE',
    experienceYears: 9,
    specialities: ['Psychiatry'],
    languages: ['English', 'Malayalam'],
    conditions: ['Anxiety'],
    careServices: [CARE.onlineConsultation],
    fees: { ONLINE: 600 },
    slotMinutes: 60,
    photo: true,
    hours: [{ days: MON_TO_FRI, from: '10:00', to: '14:00', mode: 'ONLINE' }],
    about: 'Psychiatrist (no longer taking appointments).',
    status: 'INACTIVE',
  },
  {
    // charges an online fee (so is listed for Online Consultation) but keeps no online hours:
    // /slots says this doctor has nothing free
    id: 14,
    prefix: 'Dr.',
    firstName: 'Nikhil',
    lastName: 'Rao',
    gender: 'MALE',
    experienceYears: 7,
    specialities: ['Orthopaedics'],
    languages: ['English', 'Kannada'],
    conditions: ['Back Pain'],
    careServices: [CARE.physicalVisit, CARE.onlineConsultation],
    fees: { PHYSICAL: 550, ONLINE: 450 },
    slotMinutes: 30,
    photo: false,
    hours: [{ days: MON_TO_FRI, from: '09:00', to: '12:00', mode: 'PHYSICAL' }],
    about: 'Sports and spine physician; online consultations are paused this season.',
  },
]

export function seedDoctors(db: Database, now: Date, doctors: DoctorSeed[] = DOCTORS): void {
  const createdAt = now.toISOString()
  for (const d of doctors) {
    insertRows(db, 'doctors', [
      {
        id: d.id,
        hospital_id: HOSPITAL_ID,
        prefix: d.prefix,
        first_name: d.firstName,
        last_name: d.lastName,
        gender: d.gender,
        experience_years: d.experienceYears,
        about: d.about,
        email: `${d.firstName}.${d.lastName}@sunrise-hospital.example.org`.toLowerCase(),
        phone_number: `98450${String(d.id).padStart(5, '0')}`,
        photo: d.photo ? Buffer.from(avatarSvg(d.firstName, d.lastName, d.id)) : null,
        photo_mime: d.photo ? SVG_MIME : null,
        status: d.status ?? 'ACTIVE',
        created_at: createdAt,
      },
    ])
    const link = (list: 'specialities' | 'languages' | 'conditions', names: string[]) =>
      names.map((name) => idOf(list, name))
    insertRows(
      db,
      'doctor_specialities',
      link('specialities', d.specialities).map((id) => ({ doctor_id: d.id, speciality_id: id })),
    )
    insertRows(
      db,
      'doctor_languages',
      link('languages', d.languages).map((id) => ({ doctor_id: d.id, language_id: id })),
    )
    insertRows(
      db,
      'doctor_conditions',
      link('conditions', d.conditions).map((id) => ({ doctor_id: d.id, condition_id: id })),
    )
    insertRows(
      db,
      'doctor_care_services',
      d.careServices.map((id) => ({ doctor_id: d.id, care_service_id: id })),
    )
    insertRows(
      db,
      'doctor_fees',
      Object.entries(d.fees).map(([mode, fee]) => ({
        doctor_id: d.id,
        consultation_mode: mode,
        fixed_fee: typeof fee === 'number' ? fee : null,
        from_fee: typeof fee === 'number' ? null : fee[0],
        to_fee: typeof fee === 'number' ? null : fee[1],
      })),
    )
    insertRows(
      db,
      'doctor_schedules',
      d.hours.flatMap((h) =>
        h.days.map((weekday) => ({
          doctor_id: d.id,
          weekday,
          start_time: h.from,
          end_time: h.to,
          consultation_mode: h.mode,
          slot_minutes: d.slotMinutes,
        })),
      ),
    )
  }
}
