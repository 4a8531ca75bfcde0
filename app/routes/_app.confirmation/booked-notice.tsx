import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import type { Booked } from './confirmation-form.server'

/** Booked, but some of what was entered did not save (docs/rules/booking.md#errors): what, and how to send it again. */
export function BookedNotice({ booked }: { booked: Booked }) {
  const confirmationScreen = useTexts('confirmationScreen')
  return (
    <div className="notice booking-confirmation__booked" role="status">
      <h2>{confirmationScreen.bookedButTitle}</h2>
      {booked.failures.length ? (
        <>
          <p>{confirmationScreen.bookedBut}</p>
          <ul>
            {booked.failures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{confirmationScreen.sendAgainHint}</p>
      <p>
        <Link to={`${Path.success}?appointmentId=${booked.appointmentId}`}>{confirmationScreen.skipToSuccess}</Link>
      </p>
    </div>
  )
}
