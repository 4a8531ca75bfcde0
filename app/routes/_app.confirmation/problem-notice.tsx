import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import type { Problem } from './booking-problems.server'

/** Why the page cannot book (a bad link, a deleted doctor, a slot gone), with the links that get past it. */
export function ProblemNotice({ problem }: { problem: Problem }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{problem.message}</p>
      <ul className="booking-confirmation__links">
        {problem.links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The slot is already this patient's (Back after booking): the booking, not a second one (ADR 24). */
export function AlreadyBookedNotice({ appointmentId }: { appointmentId: number }) {
  const confirmationScreen = useTexts('confirmationScreen')
  return (
    <ProblemNotice
      problem={{
        message: confirmationScreen.alreadyBooked,
        links: [{ to: `${Path.success}?appointmentId=${appointmentId}`, label: confirmationScreen.viewBooking }],
      }}
    />
  )
}
