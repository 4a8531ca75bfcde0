/**
 * A doctor's name as the portal shows it: the prefix with its first letter
 * capitalised ("Dr."), then first and last name (the history's rows, docs/rules/appointments.md#screens).
 */
export function doctorName(doctor: { prefix?: string | null; firstName: string; lastName?: string | null }): string {
  const prefix = doctor.prefix?.trim()
  const title = prefix ? prefix.charAt(0).toUpperCase() + prefix.slice(1).toLowerCase() : ''
  return [title, doctor.firstName.trim(), doctor.lastName?.trim()].filter(Boolean).join(' ')
}

/** A title before the name, which the initials leave out. */
const TITLE = /^(Dr\.?|Mr\.?|Mrs\.?|Ms\.?)\s+/i

/**
 * The initials that stand for a doctor without a photo: the first letters of the first two words
 * of the name as shown, after its title ("Dr. Alex Fernandes" → "AF"). Letters, not UTF-16 units,
 * so a name in any script (ADR 53) never shows half a character.
 */
export function doctorInitials(name: string): string {
  return name
    .replace(TITLE, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('')
}
