/**
 * What a care service's title means for booking (docs/rules/booking.md#data): Online Consultation and Physical
 * Visit are booked with a doctor; the other services (Remote Patient Monitoring, Nursing Services) are arranged
 * with the hospital. Titles are matched loosely ('Online', 'Physical') as the profile does.
 */
export type AppointmentType = 'ONLINE_CONSULTATION' | 'PHYSICAL_VISIT'
export type ConsultationMode = 'ONLINE' | 'PHYSICAL'

export type Bookable = { appointmentType: AppointmentType; consultationMode: ConsultationMode }

/** The appointment type and consultation mode of a care service, or null when it is not booked with a doctor. */
export function bookableCareService(title: string): Bookable | null {
  const t = title.toLowerCase()
  if (t.includes('online')) return { appointmentType: 'ONLINE_CONSULTATION', consultationMode: 'ONLINE' }
  if (t.includes('physical')) return { appointmentType: 'PHYSICAL_VISIT', consultationMode: 'PHYSICAL' }
  return null
}

export type CareIcon = 'physical' | 'online' | 'monitoring' | 'nursing' | 'other'

/** The icon shown on a care service card, chosen by its title. */
export function careServiceIcon(title: string): CareIcon {
  const t = title.toLowerCase()
  if (t.includes('online')) return 'online'
  if (t.includes('physical')) return 'physical'
  if (t.includes('monitoring')) return 'monitoring'
  if (t.includes('nursing')) return 'nursing'
  return 'other'
}

/**
 * The language the hospital's services write in (care services, specialities, languages, conditions, a
 * doctor's About, the refund policy): shown as received, marked with a `lang` attribute so a Hindi or Kannada
 * page's screen reader reads them as English (docs/languages.md).
 */
export const SERVICE_LANG = 'en'
