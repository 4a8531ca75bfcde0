import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from '@remix-run/react'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import { MEDICAL_TEXT_FIELDS, MEDICAL_TEXT_MAX, VITAL_FIELDS, VITAL_MAX_LENGTH } from '~/domain/booking/medical-info'
import { BookingSteps } from '~/ui/appointment/booking-steps'
import { ConsentMessage } from '~/ui/consent-message'
import { Form } from '~/ui/form/csrf-field'
import { EnterDoesNothing } from '~/ui/form/default-button'
import { ErrorSummary } from '~/ui/form/error-summary'
import { useServerForm, type Constraint } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { BookedNotice } from './booked-notice'
import { BookingSummary } from './booking-summary'
import { loadConfirmation, submitConfirmation } from './confirmation.server'
import { DocumentsField } from './documents-field'
import { MedicalInfoFields } from './medical-info-fields'
import { AlreadyBookedNotice, ProblemNotice } from './problem-notice'
import { VitalsFields } from './vitals-fields'

export const meta = titleMeta

/**
 * After a refused or half-saved submit the page keeps what it showed (with the entries), instead of turning into
 * the loader's "slot no longer free" notice when the refusal was exactly that.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult ? false : defaultShouldRevalidate

/**
 * /confirmation (docs/rules/booking.md#screens): the hand-over of the slot step checked again, the summary, Medical Info (Basic
 * enquiry, Patient Vitals, documents), the mailing address, the refund policy and consent, and SUBMIT.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadConfirmation(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return submitConfirmation(request)
}

const FIELD_NAMES = [...MEDICAL_TEXT_FIELDS, ...VITAL_FIELDS, 'files'] as const
type FieldName = (typeof FIELD_NAMES)[number]
/** The texts' and vitals' lengths, as the schema checks them. */
const CONSTRAINTS: Partial<Record<FieldName, Constraint>> = Object.fromEntries([
  ...MEDICAL_TEXT_FIELDS.map((f) => [f, { maxLength: MEDICAL_TEXT_MAX[f] }]),
  ...VITAL_FIELDS.map((f) => [f, { maxLength: VITAL_MAX_LENGTH[f] }]),
])

export default function Confirmation() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const confirmationScreen = useTexts('confirmationScreen')
  const { labels } = useTexts('bookingConfirmationMessages')
  const form = useServerForm<Record<FieldName, string>>('confirmation', result?.reply, FIELD_NAMES, CONSTRAINTS, {
    ...labels,
    files: confirmationScreen.documents,
  })
  const busy = navigation.state === 'submitting'
  const booked = result?.booked ?? null
  return (
    <div className="booking-confirmation">
      <BookingSteps current={3} />
      <h1>{confirmationScreen.title}</h1>
      <PrefetchStep routeId="routes/_app.SuccessPage" />
      {data.state === 'problem' ? (
        // without JavaScript a refused submit renders with a fresh loader: the action's words come first
        <ProblemNotice
          problem={
            result && form.formErrors.length
              ? { message: form.formErrors.join(' '), links: result.links }
              : data.problem
          }
        />
      ) : data.ownBooking && !booked ? (
        <AlreadyBookedNotice appointmentId={data.ownBooking} />
      ) : (
        <>
          <BookingSummary summary={data.summary} />
          <ErrorSummary id="confirmation-errors" formErrors={form.formErrors} fieldErrors={form.fieldErrors} />
          {result?.links.length ? (
            <ul className="booking-confirmation__links">
              {result.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          {booked ? <BookedNotice booked={booked} /> : null}
          <Form method="post" encType="multipart/form-data" action={data.selfUrl} {...form.formProps}>
            {/* docs/rules/booking.md#decisions: Enter is blocked in the Medical Info fields; SUBMIT is the only way to book */}
            <EnterDoesNothing />
            {(['careServiceId', 'doctorId', 'date', 'start', 'end'] as const).map((name) => (
              <input key={name} type="hidden" name={name} value={String(data.handOver[name])} />
            ))}
            {booked ? (
              <>
                <input type="hidden" name="appointmentId" value={booked.appointmentId} />
                {booked.documentsSaved ? <input type="hidden" name="documentsSaved" value="yes" /> : null}
              </>
            ) : null}
            <section aria-labelledby="medical-info-title">
              <h2 id="medical-info-title">{confirmationScreen.medicalInfo}</h2>
              <p className="field__hint">{confirmationScreen.medicalInfoHint}</p>
              <MedicalInfoFields fields={form.fields} reasonReadOnly={Boolean(booked)} />
              <VitalsFields fields={form.fields} />
              <DocumentsField
                field={form.fields.files}
                booked={Boolean(booked)}
                saved={Boolean(booked?.documentsSaved)}
              />
            </section>
            <section aria-labelledby="address-title" className="booking-confirmation__info">
              <h2 id="address-title">{confirmationScreen.mailingAddress}</h2>
              <p>{data.address || confirmationScreen.noAddress}</p>
              <p>
                <Link to={`${Path.profile}?edit`}>{confirmationScreen.editAddress}</Link>
              </p>
            </section>
            <section aria-labelledby="refund-title" className="booking-confirmation__info">
              <h2 id="refund-title">{confirmationScreen.refundPolicy}</h2>
              {data.refundPolicy ? (
                <p lang={SERVICE_LANG}>{data.refundPolicy}</p>
              ) : (
                <p>{confirmationScreen.notLoaded}</p>
              )}
            </section>
            <section aria-labelledby="consent-title" className="booking-confirmation__info">
              <h2 id="consent-title">{confirmationScreen.consent}</h2>
              <ConsentMessage consent={data.consent} label={confirmationScreen.consent} />
            </section>
            <div className="booking-confirmation__actions">
              <SubmitButton className="button button--primary" pending={busy}>
                {busy
                  ? booked
                    ? confirmationScreen.sending
                    : confirmationScreen.submitting
                  : booked
                    ? confirmationScreen.sendAgain
                    : confirmationScreen.submit}
              </SubmitButton>
              {booked ? null : (
                <Link to={data.back} className="button">
                  {confirmationScreen.back}
                </Link>
              )}
              <Link to={Path.dashboard} className="button">
                {confirmationScreen.cancel}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
