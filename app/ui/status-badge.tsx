import { appointmentStatus } from '~/domain/appointments/status'
import { appointmentScreens as screen } from '~/messages/appointments/screens'

/** An appointment's status: colour for a glance, the label for everyone. */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = appointmentStatus(status)
  return (
    <p className="status">
      <span className="visually-hidden">{screen.statusPrefix}</span>
      <span className={`status-badge status-badge--${tone}`}>{label}</span>
    </p>
  )
}
