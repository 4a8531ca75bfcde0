import type { Database } from 'better-sqlite3'
import { addDays, addMinutes, atHospitalTime, hospitalDay } from '../time.ts'
import { DOCTORS, seedDoctors } from './doctors.ts'
import { PATIENT_ACCOUNTS } from './patients.ts'
import { insertRows } from './rows.ts'

/**
 * Seed sizes for measuring growth (`npm run growth`): `demo` is the hand-made data; `medium` and `large`
 * add rows until the demo hospital and asha have about 10 and 100 times as much. At `large`: 2,000
 * doctors, and for asha 5,000 appointments, 1,000 notifications, a chat of 1,000 messages on tomorrow's
 * visit and 200 profile documents. The extra rows are plain copies: they exist to be counted, not read.
 */
export const SEED_SIZES = { demo: 1, medium: 10, large: 100 } as const
export type SeedSize = keyof typeof SEED_SIZES

/** The size asked for by STANDIN_SEED (demo when unset or unknown). */
export function seedSize(): SeedSize {
  const asked = process.env.STANDIN_SEED ?? 'demo'
  return asked in SEED_SIZES ? (asked as SeedSize) : 'demo'
}

const FIRST_NAMES = ['Aditi', 'Rahul', 'Sneha', 'Vikram', 'Lakshmi', 'Farhan', 'Deepa', 'Sanjay', 'Nisha', 'Karthik']
const LAST_NAMES = ['Sharma', 'Nair', 'Gupta', 'Reddy', 'Khan', 'Das', 'Patil', 'Menon', 'Joshi', 'Bose']
/** Ids of the added rows start here, well above the hand-made ones. */
const FIRST_EXTRA_ID = 1000
/** The chat that grows: asha's visit tomorrow (its hand-made lines are in chat.ts). */
const GROWING_CHAT = 2

export function seedGrowth(db: Database, now: Date, size: SeedSize): void {
  const times = SEED_SIZES[size]
  if (times === 1) return
  seedExtraDoctors(db, now, 20 * times - DOCTORS.length)
  const asha = PATIENT_ACCOUNTS.asha.id
  const today = hospitalDay(now)
  const appointments = Array.from({ length: 50 * times }, (_, i) => {
    const start = atHospitalTime(
      addDays(today, -200 - Math.floor(i / 4)),
      `${String(9 + (i % 4) * 2).padStart(2, '0')}:00`,
    )
    return {
      id: FIRST_EXTRA_ID + i,
      doctor_id: DOCTORS[i % 12]!.id,
      patient_id: asha,
      start_time: start.toISOString(),
      end_time: addMinutes(start, 30).toISOString(),
      status: i % 5 === 0 ? 'CANCELED' : 'CLOSED',
      type: i % 2 === 0 ? 'PHYSICAL_VISIT' : 'ONLINE_CONSULTATION',
      reason_for_consultation: 'Routine check-up',
      cancellation_reason: null,
      doctor_join_status: 'JOINED',
      patient_channel_join_status: 'NOT_JOINED',
      doctor_channel_join_status: 'NOT_JOINED',
      created_at: addMinutes(start, -60 * 24 * 3).toISOString(),
      updated_at: addMinutes(start, 30).toISOString(),
    }
  })
  insertRows(db, 'appointments', appointments)
  insertRows(
    db,
    'notifications',
    Array.from({ length: 10 * times }, (_, i) => ({
      patient_id: asha,
      doctor_id: null,
      appointment_id: appointments[i % appointments.length]!.id,
      title: 'Appointment Booked',
      message: `Appointment number ${i + 1} created`,
      created_at: addMinutes(now, -60 * 24 * 2 - i * 60).toISOString(),
    })),
  )
  insertRows(
    db,
    'chat_messages',
    Array.from({ length: 10 * times }, (_, i) => ({
      appointment_id: GROWING_CHAT,
      role: i % 2 === 0 ? 'PATIENT' : 'DOCTOR',
      content: `Earlier message number ${i + 1}`,
      seen: 1,
      // before the hand-made lines (80 and 70 minutes ago), oldest first
      created_at: addMinutes(now, -90 - (10 * times - i)).toISOString(),
    })),
  )
  insertRows(
    db,
    'documents',
    Array.from({ length: 2 * times }, (_, i) => ({
      patient_id: asha,
      appointment_id: null,
      file_type: (['GOVT', 'ADDRESS', 'MEDICALHISTORY'] as const)[i % 3]!,
      name: `record-${i + 1}.pdf`,
      mime: 'application/pdf',
      data: Buffer.from(`%PDF-1.4\n% record ${i + 1}\n`),
      created_at: addMinutes(now, -60 * 24 - i).toISOString(),
    })),
  )
}

/** Copies of the hand-made doctors (the active ones) under new names, over the same care services and specialities. */
function seedExtraDoctors(db: Database, now: Date, count: number): void {
  const active = DOCTORS.filter((d) => d.status === undefined)
  seedDoctors(
    db,
    now,
    Array.from({ length: count }, (_, i) => ({
      ...active[i % active.length]!,
      id: FIRST_EXTRA_ID + i,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!}-${i + 1}`,
      photo: false,
    })),
  )
}
