import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { cancelForm, notifyDoctorOfCancel, ownAppointment } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { appointmentErrorText } from '~/domain/appointments/errors'
import { canCancel, CANCEL_REASON_MAX, cutCancelReason } from '~/domain/appointments/rules'
import { doctorName } from '~/domain/common/doctor-name'
import { formatDate, formatTime } from '~/domain/common/format'
import { cancelAppointment } from '~/services/appointment/changes.server'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { SubmitButton } from '~/ui/form/submit-button'
import { TextAreaField } from '~/ui/form/textarea-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { useTexts } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { requireId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/** The Cancel dialog (docs/rules/appointments.md#screens): its own URL, a modal over the dashboard with JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('appointmentMessages')
  // the dialog's texts are the dashboard's, sent by its loader (the parent route)
  const title = texts('pageTitles').cancel
  try {
    const a = await ownAppointment(patient, requireId(params.appointmentId))
    if (!a) return json({ title, appointment: null, refusal: null, loadError: text.notFound })
    return json({
      title,
      appointment: {
        id: a.id,
        doctor: doctorName(a.doctor),
        when: `${formatTime(locale, a.startTime, timeZone)}, ${formatDate(locale, a.startTime, timeZone)}`,
      },
      refusal: canCancel(a, Date.now()) ? null : text.cannotCancel,
      loadError: null,
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const loadError =
      error.status === 404 || error.status === 403 ? text.notFound : appointmentErrorText(error, 'cancel', text)
    return json({ title, appointment: null, refusal: null, loadError })
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const text = requestTexts(request).texts('appointmentMessages')
  const submission = parseWithZod(await readForm(request), { schema: cancelForm })
  const fail = (error: string) => json({ error }, { status: 400 })
  if (submission.status !== 'success') return fail(text.problem)
  try {
    // the rule is checked again on the server: the page may have been open for a while
    const appointment = await ownAppointment(patient, requireId(params.appointmentId))
    if (!appointment) return fail(text.notFound)
    if (!canCancel(appointment, Date.now())) return fail(text.cannotCancel)
    await cancelAppointment(patient, appointment.id, cutCancelReason(submission.value.reason))
    await notifyDoctorOfCancel(patient, appointment)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return fail(appointmentErrorText(error, 'cancel', text))
  }
  await recordActivity(patient.patientId, 'appointmentCancelled', request)
  return redirectWithAlert(request, Path.dashboard, { type: 'success', message: text.cancelled })
}

export default function CancelAppointment() {
  const { appointment, refusal, loadError } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const submitting = useNavigation().state === 'submitting'
  const text = useTexts('appointmentMessages')
  const screen = useTexts('appointmentScreens')
  const problem = result?.error ?? null
  return (
    <RouteDialog titleId="cancel-title" describedBy="cancel-what" closeTo={Path.dashboard}>
      <h2 id="cancel-title">{text.cancelTitle}</h2>
      {appointment ? (
        <p id="cancel-what">
          {appointment.doctor}, {appointment.when}
        </p>
      ) : null}
      {loadError || refusal ? (
        <p className="notice notice--error" role="alert">
          {loadError ?? refusal}
        </p>
      ) : (
        <>
          <ErrorSummary id="cancel-errors" formErrors={problem ? [problem] : []} />
          <Form method="post" className="dialog-form">
            <TextAreaField
              label={text.cancelReason}
              hint={text.cancelReasonHint}
              textareaProps={{ id: 'cancel-reason', name: 'reason', rows: 3, maxLength: CANCEL_REASON_MAX }}
            />
            <div className="dialog-actions">
              <SubmitButton className="button button--danger" pending={submitting}>
                {submitting ? screen.cancelling : text.cancelConfirm}
              </SubmitButton>
              <Link to={Path.dashboard} className="button" preventScrollReset>
                {text.keep}
              </Link>
            </div>
          </Form>
        </>
      )}
      {loadError || refusal ? (
        <p>
          <Link to={Path.dashboard} preventScrollReset>
            {text.backToDashboard}
          </Link>
        </p>
      ) : null}
    </RouteDialog>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
