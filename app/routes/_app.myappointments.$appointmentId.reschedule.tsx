import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { recordActivity } from '~/areas/activity.server'
import { notifyDoctorOfReschedule, ownAppointment, rescheduleForm } from '~/areas/appointments.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { appointmentErrorText } from '~/domain/appointments/errors'
import { canChange, rescheduleDayRange } from '~/domain/appointments/rules'
import { clampDay } from '~/domain/common/days'
import { doctorName } from '~/domain/common/doctor-name'
import { dayIn, formatDate, formatTime } from '~/domain/common/format'
import { rescheduleAppointment } from '~/services/appointment/changes.server'
import { getFreeSlots } from '~/services/doctor.server'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { Form } from '~/ui/form/csrf-field'
import { DayField } from '~/ui/form/day-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { useTexts } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { requireId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/**
 * The Reschedule dialog (docs/rules/appointments.md#validation): a date from today to 7 days after the appointment's day
 * (`?date=`, a GET form, so it works without JavaScript), that doctor's free slots on it, and
 * a confirm that posts the chosen slot.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('appointmentMessages')
  // the dialog's texts are the dashboard's, sent by its loader (the parent route)
  const title = texts('pageTitles').reschedule
  let appointment
  try {
    appointment = await ownAppointment(patient, requireId(params.appointmentId))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const loadError =
      error.status === 404 || error.status === 403 ? text.notFound : appointmentErrorText(error, 'reschedule', text)
    return json({ title, loadError, refusal: null, appointment: null, day: null, range: null, slots: null })
  }
  if (!appointment)
    return json({
      title,
      loadError: text.notFound,
      refusal: null,
      appointment: null,
      day: null,
      range: null,
      slots: null,
    })
  const summary = {
    id: appointment.id,
    doctor: doctorName(appointment.doctor),
    when: `${formatTime(locale, appointment.startTime, timeZone)}, ${formatDate(locale, appointment.startTime, timeZone)}`,
  }
  if (!canChange(appointment, Date.now())) {
    return json({
      title,
      loadError: null,
      refusal: text.cannotReschedule,
      appointment: summary,
      day: null,
      range: null,
      slots: null,
    })
  }
  const today = dayIn(timeZone)
  const appointmentDay = dayIn(timeZone, new Date(appointment.startTime))
  const range = rescheduleDayRange(today, appointmentDay)
  const day = clampDay(new URL(request.url).searchParams.get('date'), range, appointmentDay)
  const slots = await optional(
    getFreeSlots(patient, {
      doctorId: appointment.doctor.id,
      day,
      timeZone,
      mode: appointment.type === 'PHYSICAL_VISIT' ? 'PHYSICAL' : 'ONLINE',
    }),
  )
  return json({
    title,
    loadError: null,
    refusal: null,
    appointment: summary,
    day,
    range,
    slots:
      slots?.map((s) => ({
        value: `${s.start}|${s.end}`,
        label: formatTime(locale, s.start, timeZone),
        start: s.start,
      })) ?? null,
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const text = requestTexts(request).texts('appointmentMessages')
  const submission = parseWithZod(await readForm(request), { schema: rescheduleForm(text) })
  const fail = (error: string) => json({ error }, { status: 400 })
  if (submission.status !== 'success') return fail(text.selectSlot)
  const [start, end] = submission.value.slot
  try {
    const appointment = await ownAppointment(patient, requireId(params.appointmentId))
    if (!appointment) return fail(text.notFound)
    if (!canChange(appointment, Date.now())) return fail(text.cannotReschedule)
    // the date rule holds for a posted slot too, not only for the date picker
    const timeZone = getTimeZone(request)
    const range = rescheduleDayRange(dayIn(timeZone), dayIn(timeZone, new Date(appointment.startTime)))
    const day = dayIn(timeZone, new Date(start))
    if (day < range.min || day > range.max) return fail(text.selectSlot)
    await rescheduleAppointment(patient, appointment, { start, end })
    await notifyDoctorOfReschedule(patient, appointment, start)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return fail(appointmentErrorText(error, 'reschedule', text))
  }
  await recordActivity(patient.patientId, 'appointmentRescheduled', request)
  return redirectWithAlert(request, Path.dashboard, { type: 'success', message: text.rescheduled })
}

export default function RescheduleAppointment() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [chosen, setChosen] = useState<string | null>(null)
  const text = useTexts('appointmentMessages')
  const busy = navigation.state !== 'idle'
  const problem = result?.error ?? null
  const slots = data.slots
  return (
    <RouteDialog titleId="reschedule-title" describedBy="reschedule-what" closeTo={Path.dashboard}>
      <h2 id="reschedule-title">{text.rescheduleTitle}</h2>
      {data.appointment ? (
        <p id="reschedule-what">
          {data.appointment.doctor}, {data.appointment.when}
        </p>
      ) : null}
      {data.loadError || data.refusal || !data.range ? (
        <>
          <p className="notice notice--error" role="alert">
            {data.loadError ?? data.refusal}
          </p>
          <p>
            <Link to={Path.dashboard} preventScrollReset>
              {text.backToDashboard}
            </Link>
          </p>
        </>
      ) : (
        <>
          <ErrorSummary id="reschedule-errors" formErrors={problem ? [problem] : []} />
          <Form method="get" className="reschedule-date" preventScrollReset>
            <DayField
              id="reschedule-date"
              label={text.rescheduleDate}
              range={data.range}
              day={data.day}
              onDayChange={() => setChosen(null)}
            />
            <button type="submit" className="button">
              {text.showSlots}
            </button>
          </Form>
          <Form method="post" className="dialog-form" preventScrollReset>
            {slots === null ? (
              <p className="notice notice--error">{text.slotsFailed}</p>
            ) : slots.length === 0 ? (
              <p className="empty">{text.noSlots}</p>
            ) : (
              <fieldset className="slot-list" aria-busy={busy || undefined}>
                <legend>{text.slotsLegend}</legend>
                {slots.map((s) => (
                  <label key={s.value} className="slot">
                    <input type="radio" name="slot" value={s.value} onChange={() => setChosen(s.value)} />
                    <time dateTime={s.start}>{s.label}</time>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="dialog-actions">
              <ConfirmButton pending={busy} disabled={!slots?.length} needsChoice={chosen === null} />
              <Link to={Path.dashboard} className="button" preventScrollReset>
                {text.cancel}
              </Link>
            </div>
          </Form>
        </>
      )}
    </RouteDialog>
  )
}

/**
 * Pending (its presses held, the focus kept) while slots load or the choice is sent; disabled when there are
 * none, and with JavaScript also until a slot is chosen (without it, the server answers 'Please select slot time!').
 */
function ConfirmButton({
  pending,
  disabled,
  needsChoice,
}: {
  pending: boolean
  disabled: boolean
  needsChoice: boolean
}) {
  const hydrated = useHydratedFlag()
  const text = useTexts('appointmentMessages')
  return (
    <SubmitButton className="button button--primary" pending={pending} disabled={disabled || (hydrated && needsChoice)}>
      {text.rescheduleConfirm}
    </SubmitButton>
  )
}

/** False on the server and in the first render, so the hydrated page matches the HTML. */
function useHydratedFlag() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export const ErrorBoundary = GeneralErrorBoundary
