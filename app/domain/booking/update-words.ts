import { formatLanguageDate } from '~/domain/common/format'
import type { Locale } from '~/utils/language/locale'
import { fill, plural, type English } from '~/utils/language/texts'

type Words = English['bookingSearchMessages']

/** '14 free slots on 27 November 2026', 'No free slots on …'; a list that could not be loaded says so. */
export function slotWords(slots: readonly unknown[] | null, day: string, text: Words, locale: Locale): string {
  if (slots === null) return text.slotsFailed
  const on = formatLanguageDate(locale, new Date(`${day}T00:00:00Z`), 'UTC')
  if (slots.length === 0) return fill(text.noFreeSlotsOn, { day: on })
  return fill(plural(locale, text.freeSlotsOn, slots.length), { day: on })
}

/** What the doctor list's update is: the slots it opened, or the doctors a new search found. */
export type DoctorListUpdate = {
  /** the `slotsFor` query before and after */
  slotsForBefore: string | null
  slotsForAfter: string | null
  day: string
  doctors: readonly { id: number; name: string }[] | null
  total: number
  openSlots: { doctorId: number; slots: readonly unknown[] | null } | null
}

/**
 * The words said after the doctor list changed at the patient's asking: Available Slots opened says the doctor's
 * free slots; a closed one says nothing (its button says it is collapsed); a new date, filter or sort says how many
 * doctors were found, or that the list failed (`listFailed`).
 */
export function doctorListWords(update: DoctorListUpdate, text: Words, listFailed: string, locale: Locale) {
  if (update.slotsForBefore !== update.slotsForAfter) {
    const open = update.openSlots
    const doctor = open && update.doctors?.find((d) => d.id === open.doctorId)
    if (!open || !doctor) return null
    return fill(text.doctorSlotsOn, { name: doctor.name, slots: slotWords(open.slots, update.day, text, locale) })
  }
  if (update.doctors === null) return listFailed
  return plural(locale, text.doctorsFound, update.total)
}
