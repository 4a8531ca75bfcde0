import { describe, expect, it } from 'vitest'
import * as en from '~/messages/booking/en'
import * as hi from '~/messages/booking/hi'
import type { English } from '~/utils/language/texts'
import { doctorListWords, slotWords, type DoctorListUpdate } from './update-words'

const text = en.bookingSearchMessages
const failed = en.selectDoctorScreen.listFailed
// a translation has the English keys with its own words (the type the pages get is the English one)
const hindi = hi.bookingSearchMessages as unknown as English['bookingSearchMessages']
const list: DoctorListUpdate = {
  slotsForBefore: null,
  slotsForAfter: null,
  day: '2026-11-27',
  doctors: [
    { id: 1, name: 'Dr. Arjun Mehta' },
    { id: 12, name: 'Dr Imran Qureshi' },
  ],
  total: 4,
  openSlots: null,
}

describe('slotWords', () => {
  it('counts the free slots of the day, in the language', () => {
    expect(slotWords(Array(14).fill('x'), '2026-11-27', text, 'en')).toBe('14 free slots on 27 November 2026')
    expect(slotWords(['x'], '2026-11-27', text, 'en')).toBe('1 free slot on 27 November 2026')
    expect(slotWords(Array(3).fill('x'), '2026-11-27', hindi, 'hi')).toBe('27 नवंबर 2026 को 3 खाली समय')
  })

  it('says when there are none, and when they could not be loaded', () => {
    expect(slotWords([], '2026-11-27', text, 'en')).toBe('No free slots on 27 November 2026')
    expect(slotWords(null, '2026-11-27', text, 'en')).toBe(text.slotsFailed)
  })
})

describe('doctorListWords', () => {
  it('says how many doctors a new search found', () => {
    expect(doctorListWords(list, text, failed, 'en')).toBe('4 doctors found')
    expect(doctorListWords({ ...list, total: 1 }, text, failed, 'en')).toBe('1 doctor found')
    expect(doctorListWords({ ...list, doctors: null }, text, failed, 'en')).toBe(failed)
  })

  it("says the opened doctor's free slots, and nothing when they close", () => {
    const opened = { ...list, slotsForAfter: '12', openSlots: { doctorId: 12, slots: ['a', 'b'] } }
    expect(doctorListWords(opened, text, failed, 'en')).toBe('Dr Imran Qureshi: 2 free slots on 27 November 2026')
    expect(doctorListWords({ ...list, slotsForBefore: '12' }, text, failed, 'en')).toBeNull()
  })
})
