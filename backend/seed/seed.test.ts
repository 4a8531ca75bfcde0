import { describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/open.ts'
import { NOW } from '../test-support.ts'
import { seedIsStale } from './index.ts'

const db = openDatabase(':memory:', { now: () => NOW })
const all = <T>(sql: string) => db.prepare<[], T>(sql).all()

describe('seed data', () => {
  it('has the four care services, the eight languages, and enough specialities, conditions, states and cities', () => {
    expect(all<{ title: string }>('SELECT title FROM care_services ORDER BY id').map((r) => r.title)).toEqual([
      'Physical Visit',
      'Online Consultation',
      'Remote Patient Monitoring',
      'Nursing Services',
    ])
    expect(all<{ name: string }>('SELECT name FROM languages').map((r) => r.name)).toEqual(
      expect.arrayContaining(['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali', 'Marathi']),
    )
    expect(all('SELECT id FROM specialities WHERE hospital_id = 1').length).toBeGreaterThanOrEqual(8)
    expect(all('SELECT id FROM conditions').length).toBeGreaterThanOrEqual(10)
    const states = all<{ cities: number }>(
      'SELECT COUNT(c.id) AS cities FROM states s JOIN cities c ON c.state_id = s.id GROUP BY s.id',
    )
    expect(states.length).toBeGreaterThanOrEqual(10)
    expect(states.every((s) => s.cities >= 2)).toBe(true)
  })

  it('spreads the doctors over every filter of the doctor list', () => {
    const doctors = all<{
      id: number
      gender: string
      experience_years: number
      about: string
      status: string
      photo: Buffer | null
    }>('SELECT * FROM doctors')
    expect(doctors.length).toBeGreaterThanOrEqual(12)
    expect(new Set(doctors.map((d) => d.gender))).toEqual(new Set(['MALE', 'FEMALE', 'OTHERS']))
    const band = (y: number) => (y <= 5 ? '0-5' : y <= 10 ? '6-10' : y <= 15 ? '11-15' : '16+')
    expect(new Set(doctors.map((d) => band(d.experience_years)))).toEqual(new Set(['0-5', '6-10', '11-15', '16+']))
    expect(doctors.filter((d) => d.status === 'INACTIVE')).toHaveLength(1)
    expect(doctors.some((d) => d.about.length > 200)).toBe(true)
    expect(doctors.some((d) => d.photo === null)).toBe(true)
    const slots = all<{ slot_minutes: number }>('SELECT DISTINCT slot_minutes FROM doctor_schedules ORDER BY 1')
    expect(slots.map((s) => s.slot_minutes)).toEqual([15, 30, 45, 60])
    expect(all('SELECT 1 FROM doctor_fees WHERE fixed_fee IS NOT NULL').length).toBeGreaterThan(0)
    expect(all('SELECT 1 FROM doctor_fees WHERE from_fee < to_fee').length).toBeGreaterThan(0)
  })

  it('gives every active doctor specialities, languages, fees and working hours', () => {
    const missing = all<{ id: number }>(`
      SELECT d.id FROM doctors d WHERE d.status = 'ACTIVE' AND (
        NOT EXISTS (SELECT 1 FROM doctor_specialities x WHERE x.doctor_id = d.id) OR
        NOT EXISTS (SELECT 1 FROM doctor_languages x WHERE x.doctor_id = d.id) OR
        NOT EXISTS (SELECT 1 FROM doctor_fees x WHERE x.doctor_id = d.id) OR
        NOT EXISTS (SELECT 1 FROM doctor_care_services x WHERE x.doctor_id = d.id) OR
        NOT EXISTS (SELECT 1 FROM doctor_schedules x WHERE x.doctor_id = d.id))`)
    expect(missing).toEqual([])
  })

  it('gives asha a chat history with both roles, a prescription and notifications', () => {
    const roles = all<{ role: string }>('SELECT DISTINCT role FROM chat_messages WHERE appointment_id = 4 ORDER BY 1')
    expect(roles.map((r) => r.role)).toEqual(['DOCTOR', 'PATIENT'])
    expect(all('SELECT 1 FROM prescriptions WHERE consultation_id = 4')).toHaveLength(1)
    const titles = all<{ title: string; message: string }>(
      'SELECT title, message FROM notifications WHERE patient_id = 1',
    )
    expect(new Set(titles.map((t) => t.title))).toEqual(
      new Set(['Consultation Completed', 'New Chat Message', 'Appointment Booked', 'Appointment Cancelled']),
    )
    expect(titles.some((t) => t.message.includes('created sucessfully'))).toBe(true)
  })

  it('sets the seeded accounts as the brief describes', () => {
    const rows = all<{
      username: string
      status: string
      login_status: string
      temporary_password: string
      consent_status: string
    }>('SELECT username, status, login_status, temporary_password, consent_status FROM patients ORDER BY id')
    expect(rows).toEqual([
      {
        username: 'asha',
        status: 'ACTIVE',
        login_status: 'NEXT_LOGIN',
        temporary_password: 'NO',
        consent_status: 'GIVEN',
      },
      {
        username: 'ravi',
        status: 'ACTIVE',
        login_status: 'FIRST_TIME_LOGIN',
        temporary_password: 'NO',
        consent_status: 'NOTGIVEN',
      },
      {
        username: 'meena',
        status: 'ACTIVE',
        login_status: 'NEXT_LOGIN',
        temporary_password: 'YES',
        consent_status: 'GIVEN',
      },
      {
        username: 'john',
        status: 'INACTIVE',
        login_status: 'NEXT_LOGIN',
        temporary_password: 'NO',
        consent_status: 'GIVEN',
      },
      {
        username: 'kiran',
        status: 'ACTIVE',
        login_status: 'NEXT_LOGIN',
        temporary_password: 'NO',
        consent_status: 'GIVEN',
      },
      {
        username: 'tara',
        status: 'ACTIVE',
        login_status: 'NEXT_LOGIN',
        temporary_password: 'NO',
        consent_status: 'GIVEN',
      },
    ])
  })
})

describe('seed sizes (STANDIN_SEED)', () => {
  it('large: 2,000 doctors, and for asha 5,000 appointments, 1,000 notifications, a chat of 1,000 and 200 documents', () => {
    vi.stubEnv('STANDIN_SEED', 'large')
    try {
      const big = openDatabase(':memory:', { now: () => NOW })
      const count = (sql: string) => big.prepare<[], { n: number }>(sql).get()!.n
      expect(count('SELECT COUNT(*) AS n FROM doctors')).toBe(2000)
      expect(count('SELECT COUNT(*) AS n FROM appointments WHERE patient_id = 1')).toBeGreaterThanOrEqual(5000)
      expect(count('SELECT COUNT(*) AS n FROM notifications WHERE patient_id = 1')).toBeGreaterThanOrEqual(1000)
      expect(count('SELECT COUNT(*) AS n FROM chat_messages WHERE appointment_id = 2')).toBeGreaterThanOrEqual(1000)
      expect(count('SELECT COUNT(*) AS n FROM documents WHERE patient_id = 1')).toBe(200)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('reseeds a store made for another size', () => {
    vi.stubEnv('STANDIN_SEED', 'medium')
    try {
      expect(seedIsStale(db, NOW)).toBe(true)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(seedIsStale(db, NOW)).toBe(false)
  })
})
