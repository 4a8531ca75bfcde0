import type { Database } from 'better-sqlite3'
import { addDays, addMinutes, atHospitalTime, ceilToMinute, hospitalDay } from '../time.ts'
import { CARE, HOSPITAL_ID, idOf } from './reference.ts'
import { insertRows, type Row } from './rows.ts'

/**
 * The demo accounts (also listed in backend/README.md), each with its password's salted hash made once
 * (hashPassword) and kept here: every test opens a fresh database, and hashing six passwords for each
 * cost a quarter of a second per test process. A test holds that each hash is its password's.
 */
export const PATIENT_ACCOUNTS = {
  asha: {
    id: 1,
    password: 'Asha@2026',
    passwordHash:
      'scrypt:fab3b1dfd63494ced8ed98e7d949ed4e:5ac24731ce96f981e5c2e92735968be8fb97da43d6ce096c489293aeddb91ace',
  },
  ravi: {
    id: 2,
    password: 'Ravi@2026',
    passwordHash:
      'scrypt:0b33444b5df937014f55cac35655721c:2311659d1e9553c365deb6bcb44014b3f3b608abb8a0155de76d33d354eb9465',
  },
  meena: {
    id: 3,
    password: 'Meena@2026',
    passwordHash:
      'scrypt:cb78c5ffce13e4ed42744a62dad92023:5bdf597df2b9177c1508a7fd64b97dcb683d8a54df0eb1c25b79d24eb42c50e4',
  },
  john: {
    id: 4,
    password: 'John@2026',
    passwordHash:
      'scrypt:f32ab99f62ed5fa05b359defb8221b59:9c3b9ef2d3a4fe6f1481b4bc85e76e695572912acd0de2734c61e74123684b9f',
  },
  kiran: {
    id: 5,
    password: 'Kiran@2026',
    passwordHash:
      'scrypt:7458652267df817f719874ae4a8ec688:19b6c8e05fe57aa5ff49dee37d0e05bf54cd88e87814f3f5ec6ea9d237b7e577',
  },
  // a child: asha is her helper, by the hospital's grant (seed/helpers.ts)
  tara: {
    id: 6,
    password: 'Tara@2026',
    passwordHash:
      'scrypt:38643f46d56fc01713ea15f12dbcb674:ae3ce6480784961c5fe82b11ed61fc9e54563b58634c806c0fd38a2b8afd7a23',
  },
} as const

const EMPTY_PROFILE = {
  middle_name: null,
  verification_status: null,
  occupation: null,
  education: null,
  medical_history: null,
  medical_information: null,
  therapy: null,
  medical_record_number: null,
  house_number: null,
  building_name: null,
  street_name: null,
  city: null,
  state: null,
  pin_code: null,
  consent_name: null,
  consent_relation: null,
}

function patientRow(
  username: keyof typeof PATIENT_ACCOUNTS,
  fields: Row & { first_name: string; last_name: string; date_of_birth: string; gender: string },
  now: Date,
): Row {
  const account = PATIENT_ACCOUNTS[username]
  return {
    ...EMPTY_PROFILE,
    id: account.id,
    hospital_id: HOSPITAL_ID,
    username,
    password_hash: account.passwordHash,
    email: `${username}@example.com`,
    phone_number: null,
    photo: null,
    photo_mime: null,
    status: 'ACTIVE',
    login_status: 'NEXT_LOGIN',
    temporary_password: 'NO',
    consent_status: 'GIVEN',
    created_at: addMinutes(now, -60 * 24 * 200).toISOString(),
    ...fields,
  }
}

interface AppointmentSeed {
  id: number
  patientId: number
  doctorId: number
  type: 'ONLINE_CONSULTATION' | 'PHYSICAL_VISIT'
  status: 'SCHEDULED' | 'RUNNING' | 'CLOSED' | 'CANCELED'
  start: Date
  minutes: number
  reason: string
  cancellationReason?: string
}

export function seedPatients(db: Database, now: Date): void {
  // ravi has no appointments: a first-time patient
  const { asha, meena, john, kiran } = PATIENT_ACCOUNTS
  insertRows(db, 'patients', [
    patientRow(
      'asha',
      {
        first_name: 'Asha',
        last_name: 'Verma',
        date_of_birth: '1990-04-12',
        gender: 'FEMALE',
        email: 'asha.verma@example.com',
        phone_number: '9876543210',
        verification_status: 'verified',
        occupation: 'School teacher',
        education: 'Postgraduate',
        // the profile's labels: 'Current Medications/Treatments', 'Reason for taking up this therapy?'
        medical_history: 'Mild hypertension since 2021; allergic to penicillin',
        medical_information: 'Amlodipine 5 mg daily',
        therapy: 'To keep mild hypertension under control',
        medical_record_number: 'SMH-000101',
        house_number: '42',
        building_name: 'Lakeview Apartments',
        street_name: '5th Cross, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin_code: '560038',
      },
      now,
    ),
    patientRow(
      'ravi',
      {
        first_name: 'Ravi',
        last_name: 'Kumar',
        date_of_birth: '1985-09-30',
        gender: 'MALE',
        phone_number: '9876500002',
        login_status: 'FIRST_TIME_LOGIN',
        consent_status: 'NOTGIVEN',
      },
      now,
    ),
    patientRow(
      'meena',
      {
        first_name: 'Meena',
        last_name: 'Iyer',
        date_of_birth: '1972-01-05',
        gender: 'FEMALE',
        phone_number: '9876500003',
        temporary_password: 'YES',
      },
      now,
    ),
    patientRow(
      'john',
      { first_name: 'John', last_name: 'Mathew', date_of_birth: '1968-11-21', gender: 'MALE', status: 'INACTIVE' },
      now,
    ),
    patientRow(
      'tara',
      {
        first_name: 'Tara',
        last_name: 'Verma',
        // twelve years old on the seed day, so her helper's grant has years to run
        date_of_birth: `${Number(hospitalDay(now).slice(0, 4)) - 12}-08-15`,
        gender: 'FEMALE',
      },
      now,
    ),
    patientRow(
      'kiran',
      {
        first_name: 'Kiran',
        last_name: 'Rao',
        date_of_birth: '1995-06-17',
        gender: 'OTHERS',
        phone_number: '9876500005',
        verification_status: 'verified',
        city: 'Hyderabad',
        state: 'Telangana',
        pin_code: '500001',
      },
      now,
    ),
  ])
  insertRows(db, 'patient_languages', [
    { patient_id: asha.id, language_id: idOf('languages', 'English') },
    { patient_id: asha.id, language_id: idOf('languages', 'Hindi') },
    { patient_id: kiran.id, language_id: idOf('languages', 'Telugu') },
  ])
  insertRows(db, 'patient_care_services', [
    { patient_id: asha.id, care_service_id: CARE.physicalVisit },
    { patient_id: asha.id, care_service_id: CARE.onlineConsultation },
    { patient_id: kiran.id, care_service_id: CARE.onlineConsultation },
  ])

  const today = hospitalDay(now)
  const on = (days: number, hhmm: string) => atHospitalTime(addDays(today, days), hhmm)
  const appointments: AppointmentSeed[] = [
    // asha's dashboard: one about to open its join window, tomorrow, in three days
    {
      id: 1,
      patientId: asha.id,
      doctorId: 1,
      type: 'ONLINE_CONSULTATION',
      status: 'SCHEDULED',
      start: ceilToMinute(addMinutes(now, 10)),
      minutes: 30,
      reason: 'Follow-up on blood pressure readings',
    },
    {
      id: 2,
      patientId: asha.id,
      doctorId: 7,
      type: 'PHYSICAL_VISIT',
      status: 'SCHEDULED',
      start: on(1, '10:30'),
      minutes: 30,
      reason: 'Recurring headaches',
    },
    {
      id: 3,
      patientId: asha.id,
      doctorId: 1,
      type: 'ONLINE_CONSULTATION',
      status: 'SCHEDULED',
      start: on(3, '18:00'),
      minutes: 30,
      reason: 'Review of blood test results',
    },
    // asha's history: a closed one with chat and prescription, a cancelled one, and enough older
    // ones that the history list has a second page (page size 10)
    {
      id: 4,
      patientId: asha.id,
      doctorId: 2,
      type: 'ONLINE_CONSULTATION',
      status: 'CLOSED',
      start: on(-7, '15:00'),
      minutes: 15,
      reason: 'Itchy rash on both forearms',
    },
    {
      id: 5,
      patientId: asha.id,
      doctorId: 8,
      type: 'PHYSICAL_VISIT',
      status: 'CANCELED',
      start: on(-30, '11:00'),
      minutes: 45,
      reason: 'Palpitations',
      cancellationReason: 'Travelling that week',
    },
    ...[14, 21, 45, 60, 90, 120].map((daysAgo, i): AppointmentSeed => ({
      id: 6 + i,
      patientId: asha.id,
      doctorId: [1, 7, 11, 2, 1, 10][i] ?? 1,
      type: i % 2 === 0 ? 'PHYSICAL_VISIT' : 'ONLINE_CONSULTATION',
      status: 'CLOSED',
      start: on(-daysAgo, '11:00'),
      minutes: 30,
      reason: 'Routine check-up',
    })),
    // kiran, so tests can show one patient cannot read another's data
    {
      id: 12,
      patientId: kiran.id,
      doctorId: 7,
      type: 'ONLINE_CONSULTATION',
      status: 'SCHEDULED',
      start: on(1, '20:00'),
      minutes: 30,
      reason: 'Persistent cough',
    },
    {
      id: 13,
      patientId: kiran.id,
      doctorId: 8,
      type: 'PHYSICAL_VISIT',
      status: 'SCHEDULED',
      start: on(2, '11:00'),
      minutes: 45,
      reason: 'ECG review',
    },
    {
      id: 14,
      patientId: kiran.id,
      doctorId: 5,
      type: 'ONLINE_CONSULTATION',
      status: 'CLOSED',
      start: on(-10, '12:00'),
      minutes: 60,
      reason: 'Trouble sleeping',
    },
    {
      id: 15,
      patientId: meena.id,
      doctorId: 11,
      type: 'PHYSICAL_VISIT',
      status: 'SCHEDULED',
      start: on(5, '11:30'),
      minutes: 30,
      reason: 'Diabetes review',
    },
    {
      id: 16,
      patientId: john.id,
      doctorId: 10,
      type: 'ONLINE_CONSULTATION',
      status: 'CLOSED',
      start: on(-40, '15:00'),
      minutes: 60,
      reason: 'Thyroid follow-up',
    },
  ]

  insertRows(
    db,
    'appointments',
    appointments.map((a) => {
      const done = a.status === 'CLOSED'
      return {
        id: a.id,
        doctor_id: a.doctorId,
        patient_id: a.patientId,
        start_time: a.start.toISOString(),
        end_time: addMinutes(a.start, a.minutes).toISOString(),
        status: a.status,
        type: a.type,
        reason_for_consultation: a.reason,
        cancellation_reason: a.cancellationReason ?? null,
        doctor_join_status: done ? 'JOINED' : 'NOT_JOINED',
        patient_channel_join_status: 'NOT_JOINED',
        doctor_channel_join_status: 'NOT_JOINED',
        created_at: addMinutes(a.start, -60 * 24 * 3).toISOString(),
        updated_at: (done ? addMinutes(a.start, a.minutes) : now).toISOString(),
      }
    }),
  )

  // every closed appointment had a consultation; its id equals the appointment id for readability
  const closed = appointments.filter((a) => a.status === 'CLOSED')
  insertRows(
    db,
    'consultations',
    closed.map((a) => ({
      id: a.id,
      appointment_id: a.id,
      status: 'CLOSED',
      meeting_id: `meeting-${a.id}`,
      external_name: null,
      external_contact: null,
      external_join_status: 'NOT_JOINED',
      created_at: a.start.toISOString(),
      closed_at: addMinutes(a.start, a.minutes).toISOString(),
    })),
  )

  const rashVisit = on(-7, '15:00')
  const chat: [role: 'PATIENT' | 'DOCTOR', minute: number, content: string][] = [
    ['DOCTOR', 1, 'Hello Asha, how is the rash today?'],
    ['PATIENT', 2, 'A little better, but it still itches at night.'],
    ['DOCTOR', 4, 'Please keep using the cream for a week and avoid very hot showers.'],
    ['PATIENT', 5, 'Thank you, doctor. Should I come in if it spreads?'],
    ['DOCTOR', 6, 'Yes, book a visit if it spreads or you get a fever.'],
  ]
  insertRows(
    db,
    'chat_messages',
    chat.map(([role, minute, content]) => ({
      appointment_id: 4,
      role,
      content,
      seen: 1,
      created_at: addMinutes(rashVisit, minute).toISOString(),
    })),
  )
  insertRows(db, 'prescriptions', [
    {
      consultation_id: 4,
      diagnosis: 'Contact dermatitis',
      advice: 'Avoid harsh soaps and very hot water; wear loose cotton sleeves.',
      medicines: JSON.stringify([
        { name: 'Hydrocortisone 1% cream', dosage: 'Thin layer twice a day', timing: 'AFTER_MEAL', days: 7 },
        { name: 'Cetirizine 10 mg', dosage: '1 tablet at night', timing: 'AFTER_MEAL', days: 5 },
      ]),
      created_at: addMinutes(rashVisit, 15).toISOString(),
    },
  ])

  // 'created sucessfully' is the hospital's spelling; the portal removes the phrase when showing it
  const note = (appointmentId: number, title: string, message: string, at: Date) => ({
    patient_id: asha.id,
    doctor_id: null,
    appointment_id: appointmentId,
    title,
    message,
    created_at: at.toISOString(),
  })
  insertRows(db, 'notifications', [
    note(5, 'Appointment Cancelled', 'Your appointment with Dr. Venkat Reddy was cancelled', on(-31, '09:00')),
    note(4, 'Appointment Booked', 'Appointment with Dr. Priya Raman created sucessfully', on(-9, '12:00')),
    note(4, 'New Chat Message', 'Dr. Priya Raman sent you a message', addMinutes(rashVisit, 6)),
    note(4, 'Consultation Completed', 'Your consultation with Dr. Priya Raman is complete', addMinutes(rashVisit, 15)),
    note(1, 'Appointment Booked', 'Appointment with Dr. Arjun Mehta created sucessfully', addMinutes(now, -60 * 26)),
    note(2, 'Appointment Booked', 'Appointment with Dr. Alex Fernandes created sucessfully', addMinutes(now, -90)),
  ])
  insertRows(db, 'notification_flags', [
    { patient_id: asha.id, doctor_id: null, status: 1, updated_at: now.toISOString() },
    { patient_id: kiran.id, doctor_id: null, status: 0, updated_at: now.toISOString() },
  ])
}
