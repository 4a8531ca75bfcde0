import { appointmentStatus } from '~/domain/appointments/status'
import { useLocale, useTexts } from '~/utils/language/texts'

/** An appointment's status: colour for a glance, the label for everyone. */
export function StatusBadge({ status, confirmed = false }: { status: string; confirmed?: boolean }) {
  const labels = useTexts('appointmentLabels')
  const locale = useLocale()
  const { label, tone, known } = appointmentStatus(status, labels, confirmed)
  return (
    <p className="status">
      <span className="visually-hidden">{labels.statusPrefix}</span>
      {/* a status the portal does not know is shown as the services send it, in English */}
      <span className={`status-badge status-badge--${tone}`} lang={known || locale === 'en' ? undefined : 'en'}>
        {label}
      </span>
    </p>
  )
}
