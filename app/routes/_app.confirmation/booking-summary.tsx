import { SERVICE_LANG } from '~/domain/booking/care-service'
import { useTexts } from '~/utils/texts'

/** 'Your appointment': the doctor, the care service, the fee, the day and the time. */
export function BookingSummary({
  summary,
}: {
  summary: {
    doctor: string
    specialities: string
    careTitle: string
    fee: string | null
    date: string
    time: string
    start: string
  }
}) {
  const ConfirmationPageText = useTexts('ConfirmationPageText')
  return (
    <section className="booking-confirmation__summary card" aria-labelledby="summary-title">
      <h2 id="summary-title">{ConfirmationPageText.summaryTitle}</h2>
      <dl>
        <dt>{ConfirmationPageText.doctor}</dt>
        <dd>
          {summary.doctor}
          {summary.specialities ? (
            <span className="booking-confirmation__muted">
              , <span lang={SERVICE_LANG}>{summary.specialities}</span>
            </span>
          ) : null}
        </dd>
        <dt>{ConfirmationPageText.careService}</dt>
        <dd lang={SERVICE_LANG}>{summary.careTitle}</dd>
        {summary.fee ? (
          <>
            <dt>{ConfirmationPageText.fee}</dt>
            <dd>{summary.fee}</dd>
          </>
        ) : null}
        <dt>{ConfirmationPageText.date}</dt>
        <dd>
          <time dateTime={summary.start}>{summary.date}</time>
        </dd>
        <dt>{ConfirmationPageText.time}</dt>
        <dd>{summary.time}</dd>
      </dl>
    </section>
  )
}
