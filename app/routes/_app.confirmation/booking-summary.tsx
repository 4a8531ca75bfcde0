import { SERVICE_LANG } from '~/domain/booking/care-service'
import { useTexts } from '~/utils/language/texts'

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
  const confirmationScreen = useTexts('confirmationScreen')
  return (
    <section className="booking-confirmation__summary card" aria-labelledby="summary-title">
      <h2 id="summary-title">{confirmationScreen.summaryTitle}</h2>
      <dl>
        <dt>{confirmationScreen.doctor}</dt>
        <dd>
          {summary.doctor}
          {summary.specialities ? (
            <span className="booking-confirmation__muted">
              , <span lang={SERVICE_LANG}>{summary.specialities}</span>
            </span>
          ) : null}
        </dd>
        <dt>{confirmationScreen.careService}</dt>
        <dd lang={SERVICE_LANG}>{summary.careTitle}</dd>
        {summary.fee ? (
          <>
            <dt>{confirmationScreen.fee}</dt>
            <dd>{summary.fee}</dd>
          </>
        ) : null}
        <dt>{confirmationScreen.date}</dt>
        <dd>
          <time dateTime={summary.start}>{summary.date}</time>
        </dd>
        <dt>{confirmationScreen.time}</dt>
        <dd>{summary.time}</dd>
      </dl>
    </section>
  )
}
