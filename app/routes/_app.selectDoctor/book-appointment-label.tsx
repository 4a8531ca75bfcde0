import { SelectDoctorText } from '~/messages/booking/search'

/** 'Book Appointment', heard as 'Book Appointment with Dr …': every such control on the page names its doctor. */
export function BookAppointmentLabel({ doctor }: { doctor: string }) {
  return (
    <>
      {SelectDoctorText.bookAppointment}
      <span className="visually-hidden">
        {SelectDoctorText.with}
        {doctor}
      </span>
    </>
  )
}
