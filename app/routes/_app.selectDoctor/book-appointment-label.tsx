import { fill, useTexts } from '~/utils/language/texts'

/**
 * A control's visible words (`action`), heard as its full name (`name`, 'Book Appointment with Dr …'), so every
 * such control on the page names its doctor. The full name is one text, since its word order differs between
 * the languages; it contains the visible words, as a voice command needs (WCAG 2.5.3).
 */
export function ActionLabel({ action, name }: { action: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{action}</span>
      <span className="visually-hidden">{name}</span>
    </>
  )
}

/** 'Book Appointment', heard as 'Book Appointment with Dr …'. */
export function BookAppointmentLabel({ doctor }: { doctor: string }) {
  const t = useTexts('selectDoctorScreen')
  return <ActionLabel action={t.bookAppointment} name={fill(t.bookWith, { action: t.bookAppointment, doctor })} />
}
