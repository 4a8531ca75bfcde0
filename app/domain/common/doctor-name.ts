/**
 * A doctor's name as the portal shows it: the prefix with its first letter
 * capitalised ("Dr."), then first and last name (spec 2, history rows).
 */
export function doctorName(doctor: { prefix?: string | null; firstName: string; lastName?: string | null }): string {
  const prefix = doctor.prefix?.trim()
  const title = prefix ? prefix.charAt(0).toUpperCase() + prefix.slice(1).toLowerCase() : ''
  return [title, doctor.firstName.trim(), doctor.lastName?.trim()].filter(Boolean).join(' ')
}
