import { addDays } from '~/domain/common/days'
import { dayIn } from '~/domain/common/format'

/**
 * A free online slot of the stand-in's demo data, as the booking pages carry it in the URL: doctor
 * 12's noon slot tomorrow in the hospital's zone (Asia/Kolkata).
 */
export function tomorrowsNoonSlot() {
  const day = addDays(dayIn('Asia/Kolkata'), 1)
  return { careServiceId: '2', doctorId: '12', date: day, start: `${day}T12:00:00+05:30`, end: `${day}T12:15:00+05:30` }
}
