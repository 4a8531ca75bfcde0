import { parseWithZod } from '@conform-to/zod'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { formatFee } from '~/domain/booking/doctor-fee'
import { bookingErrorText } from '~/domain/booking/errors'
import {
  CONSULTATION_ACCEPT,
  CONSULTATION_DOCUMENTS,
  documentsProblem,
  hasMedicalData,
  MEDICAL_TEXT_FIELDS,
  MEDICAL_TEXT_MAX,
  toMedicalData,
  VITAL_FIELDS,
  VITAL_INPUT_MODE,
  VITAL_MAX_LENGTH,
  type MedicalTextField,
  type VitalField,
} from '~/domain/booking/medical-info'
import { formatDate, formatTime } from '~/domain/common/date-format'
import { doctorName } from '~/domain/common/doctor-name'
import { bookingConfirmationMessages as m } from '~/messages/booking/confirmation'
import {
  backLinks,
  checkHandOver,
  confirmationSchema,
  findOwnBooking,
  handOverQuery,
  notifyDoctorOfBooking,
  readHandOver,
  type HandOver,
  type HandOverProblem,
} from '~/routes/_app.confirmation/confirmation.server'
import { getPatientConsentMessage, getRefundPolicy } from '~/services/admin.server'
import {
  createAppointment,
  getAppointment,
  sendMedicalData,
  uploadAppointmentDocuments,
} from '~/services/appointment.server'
import { getMailingAddress } from '~/services/patient.server'
import styles from '~/styles/booking-confirmation.css'
import { BookingSteps } from '~/ui/booking-steps'
import { ConsentMessage } from '~/ui/consent-message'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { inputProps, useServerForm, type Constraint, type FormReply } from '~/ui/server-form'
import { parseId } from '~/utils/http.server'
import { optional } from '~/utils/optional-call.server'
import { Path } from '~/utils/paths'
import { ServiceError } from '~/utils/service-error'
import { requirePatient, type SignedInPatient } from '~/utils/session.server'
import { getTimeZone } from '~/utils/time-zone.server'
import { readUpload } from '~/utils/upload.server'

export const meta: MetaFunction = () => [{ title: 'Confirmation | Patient Portal' }]
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

/**
 * After a refused or half-saved submit the page keeps what it showed (with the entries), instead of turning into
 * the loader's "slot no longer free" notice when the refusal was exactly that.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult ? false : defaultShouldRevalidate

type PageLink = { to: string; label: string }
type Problem = { message: string; links: PageLink[] }

function problemOf(problem: HandOverProblem, h: HandOver | null): Problem {
  const back = h ? backLinks(h) : null
  const startAgain = { to: Path.careCategories, label: m.startAgain }
  switch (problem.kind) {
    case 'bad-link':
      return { message: m.badLink, links: [startAgain] }
    case 'doctor-deleted':
      return { message: m.doctorDeleted, links: back ? [{ to: back.doctors, label: m.pickAnotherDoctor }] : [] }
    case 'slot-in-past':
      return { message: m.slotInPast, links: back ? [{ to: back.slots, label: m.pickAnotherSlot }] : [] }
    case 'slot-taken':
      return {
        message: m.slotTaken,
        links: back
          ? [
              { to: back.slots, label: m.pickAnotherSlot },
              { to: back.doctors, label: m.pickAnotherDoctor },
            ]
          : [],
      }
  }
}

const alreadyBooked = (appointmentId: number): Problem => ({
  message: m.alreadyBooked,
  links: [successLink(appointmentId)],
})

const successLink = (appointmentId: number) => ({
  to: `${Path.success}?appointmentId=${appointmentId}`,
  label: m.viewBooking,
})

/**
 * /confirmation (spec 2 section 2): the hand-over of the slot step checked again, the summary, Medical Info (Basic
 * enquiry, Patient Vitals, documents), the mailing address, the refund policy and consent, and SUBMIT.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const h = readHandOver(new URL(request.url).searchParams)
  if (!h) return json({ state: 'problem' as const, problem: problemOf({ kind: 'bad-link' }, null) })
  const [checked, address, refundPolicy, consent] = await Promise.all([
    checkHandOver(patient, h, timeZone, true).catch((error: unknown) => {
      if (error instanceof ServiceError) return { ok: false as const, failure: bookingErrorText(error) }
      throw error
    }),
    optional(getMailingAddress(patient)),
    optional(getRefundPolicy(patient)),
    optional(getPatientConsentMessage(patient.hospitalId, patient.token)),
  ])
  if (!checked.ok) {
    const problem =
      'failure' in checked
        ? { message: checked.failure, links: [{ to: Path.careCategories, label: m.startAgain }] }
        : problemOf(checked.problem, h)
    return json({ state: 'problem' as const, problem })
  }
  const { doctor, careTitle, bookable } = checked.context
  return json({
    state: 'ready' as const,
    ownBooking: checked.ownBooking,
    handOver: h,
    summary: {
      doctor: doctorName(doctor),
      specialities: doctor.specialities.join(', '),
      careTitle,
      fee: formatFee(doctor.fees, bookable.consultationMode),
      date: formatDate(h.start, timeZone),
      time: `${formatTime(h.start, timeZone)} - ${formatTime(h.end, timeZone)}`,
      start: h.start,
    },
    address: address
      ? [address.houseNumber, address.buildingName, address.streetName, address.city, address.state, address.pinCode]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(', ')
      : null,
    refundPolicy,
    consent,
    back: backLinks(h).slots,
    selfUrl: `${Path.confirmation}?${handOverQuery(h)}`,
  })
}

type Booked = { appointmentId: number; failures: string[]; documentsSaved: boolean }

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const { maxBytes, maxFiles } = CONSULTATION_DOCUMENTS
  const upload = await readUpload(request, 'files', { maxPartBytes: maxBytes, maxTotalBytes: maxBytes * maxFiles })
  if (!upload.ok) {
    const message = upload.reason === 'too-large' ? m.documentsTooLarge : m.problem
    return answer({ error: { '': [message] } }, null, null, 400)
  }
  const submission = parseWithZod(upload.form, { schema: confirmationSchema })
  const before = bookedBefore(upload.form)
  const filesProblem = documentsProblem(upload.files)
  if (submission.status !== 'success' || filesProblem) {
    const reply = submission.reply({
      hideFields: ['files'],
      ...(filesProblem ? { fieldErrors: { files: [filesProblem] } } : {}),
    })
    return answer(reply, null, before, 400)
  }
  const values = submission.value
  const refuse = (message: string, links: PageLink[] = [], status = 400) =>
    answer(submission.reply({ hideFields: ['files'], formErrors: [message] }), links, before, status)
  const { careServiceId, doctorId, date, start, end } = values
  const h = readHandOver(new URLSearchParams({ careServiceId, doctorId, date, start, end }))
  if (!h) return refuse(m.badLink, [{ to: Path.careCategories, label: m.startAgain }])

  let appointmentId = values.appointmentId
  const isNew = appointmentId === undefined
  try {
    if (appointmentId === undefined) {
      const checked = await checkHandOver(patient, h, timeZone, false)
      if (!checked.ok) {
        const problem = problemOf(checked.problem, h)
        return refuse(problem.message, problem.links)
      }
      const booking = await book(patient, h, checked.context.bookable.appointmentType, values.reason)
      if (booking.outcome === 'repeated') return redirect(`${Path.success}?appointmentId=${booking.appointmentId}`)
      if (booking.outcome === 'taken') {
        const back = backLinks(h)
        const links = [
          { to: back.slots, label: m.pickAnotherSlot },
          { to: back.doctors, label: m.pickAnotherDoctor },
        ]
        return refuse(booking.message, links, 409)
      }
      appointmentId = booking.appointmentId
    } else {
      // a retry of what did not save: only ever to the patient's own appointment
      await getAppointment(patient, appointmentId)
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refuse(bookingErrorText(error), [], error.status === 401 ? 401 : 400)
  }

  const failures: string[] = []
  const medicalData = toMedicalData(values)
  if (hasMedicalData(medicalData)) {
    try {
      await sendMedicalData(patient, appointmentId, medicalData)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      failures.push(m.medicalDataFailed(bookingErrorText(error)))
    }
  }
  let documentsSaved = values.documentsSaved === 'yes'
  const files = upload.files.map((f) => f.file)
  if (!documentsSaved && files.length > 0) {
    try {
      await uploadAppointmentDocuments(patient, appointmentId, files)
      documentsSaved = true
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      failures.push(m.documentsFailed(bookingErrorText(error)))
    }
  } else documentsSaved = true
  if (isNew) await notifyDoctorOfBooking(patient, h, appointmentId)
  if (failures.length === 0) return redirect(`${Path.success}?appointmentId=${appointmentId}`)
  return answer(submission.reply({ hideFields: ['files'] }), [], { appointmentId, failures, documentsSaved }, 200)
}

function answer(reply: FormReply, links: PageLink[] | null, booked: Booked | null, status: number) {
  return json({ reply, links: links ?? [], booked }, { status })
}

/** A retry form carries the booked appointment (hidden fields), so a refused retry still shows it. */
function bookedBefore(form: FormData): Booked | null {
  const id = parseId(form.get('appointmentId')?.toString())
  if (id === null) return null
  return { appointmentId: id, failures: [], documentsSaved: form.get('documentsSaved') === 'yes' }
}

type BookResult = { outcome: 'created' | 'repeated'; appointmentId: number } | { outcome: 'taken'; message: string }

/**
 * Books the slot. A 409 for a slot this patient already holds is a repeated submit: that booking is the answer
 * (ADR 24). No answer at all may still have booked: if the slot is now the patient's, it was this submit.
 */
async function book(
  patient: SignedInPatient,
  h: HandOver,
  type: 'ONLINE_CONSULTATION' | 'PHYSICAL_VISIT',
  reason = '',
) {
  try {
    const appointmentId = await createAppointment(patient, {
      doctorId: h.doctorId,
      start: h.start,
      end: h.end,
      type,
      reason,
    })
    return { outcome: 'created', appointmentId } satisfies BookResult
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status !== 409 && error.status !== 0) throw error
    const own = await optional(findOwnBooking(patient, h))
    if (own) return { outcome: error.status === 409 ? 'repeated' : 'created', appointmentId: own } satisfies BookResult
    if (error.status === 0) throw error
    // someone else holds the slot: the services' words
    return { outcome: 'taken', message: bookingErrorText(error) } satisfies BookResult
  }
}

const TEXT_CONSTRAINTS = Object.fromEntries(
  MEDICAL_TEXT_FIELDS.map((f) => [f, { maxLength: MEDICAL_TEXT_MAX[f] } satisfies Constraint]),
)
const VITAL_CONSTRAINTS = Object.fromEntries(
  VITAL_FIELDS.map((f) => [f, { maxLength: VITAL_MAX_LENGTH[f] } satisfies Constraint]),
)
const FIELD_NAMES = [...MEDICAL_TEXT_FIELDS, ...VITAL_FIELDS, 'files'] as const
type FieldName = (typeof FIELD_NAMES)[number]

export default function Confirmation() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const form = useServerForm<Record<FieldName, string>>('confirmation', result?.reply, FIELD_NAMES, {
    ...TEXT_CONSTRAINTS,
    ...VITAL_CONSTRAINTS,
  })
  const busy = navigation.state === 'submitting'
  return (
    <div className="booking-confirmation">
      <BookingSteps current={3} />
      <h1>{m.title}</h1>
      {data.state === 'problem' ? (
        // without JavaScript a refused submit renders with a fresh loader: the action's words come first
        <ProblemNotice
          problem={
            result && form.formErrors.length
              ? { message: form.formErrors.join(' '), links: result.links }
              : data.problem
          }
        />
      ) : data.ownBooking && !result?.booked ? (
        <ProblemNotice problem={alreadyBooked(data.ownBooking)} />
      ) : (
        <>
          <section className="booking-confirmation__summary card" aria-labelledby="summary-title">
            <h2 id="summary-title">{m.summaryTitle}</h2>
            <dl>
              <dt>{m.doctor}</dt>
              <dd>
                {data.summary.doctor}
                {data.summary.specialities ? (
                  <span className="booking-confirmation__muted">, {data.summary.specialities}</span>
                ) : null}
              </dd>
              <dt>{m.careService}</dt>
              <dd>{data.summary.careTitle}</dd>
              {data.summary.fee ? (
                <>
                  <dt>{m.fee}</dt>
                  <dd>{data.summary.fee}</dd>
                </>
              ) : null}
              <dt>{m.date}</dt>
              <dd>
                <time dateTime={data.summary.start}>{data.summary.date}</time>
              </dd>
              <dt>{m.time}</dt>
              <dd>{data.summary.time}</dd>
            </dl>
          </section>
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
          {result?.booked ? <BookedNotice booked={result.booked} /> : null}
          <Form method="post" encType="multipart/form-data" action={data.selfUrl} {...form.formProps}>
            {(['careServiceId', 'doctorId', 'date', 'start', 'end'] as const).map((name) => (
              <input key={name} type="hidden" name={name} value={String(data.handOver[name])} />
            ))}
            {result?.booked ? (
              <>
                <input type="hidden" name="appointmentId" value={result.booked.appointmentId} />
                {result.booked.documentsSaved ? <input type="hidden" name="documentsSaved" value="yes" /> : null}
              </>
            ) : null}
            <section aria-labelledby="medical-info-title">
              <h2 id="medical-info-title">{m.medicalInfo}</h2>
              <p className="field__hint">{m.medicalInfoHint}</p>
              <fieldset className="card">
                <legend>{m.basicEnquiry}</legend>
                {MEDICAL_TEXT_FIELDS.map((name) => (
                  <TextField
                    key={name}
                    name={name}
                    field={form.fields[name]}
                    readOnly={name === 'reason' && Boolean(result?.booked)}
                  />
                ))}
              </fieldset>
              <fieldset className="card booking-confirmation__vitals">
                <legend>{m.patientVitals}</legend>
                {VITAL_FIELDS.map((name) => (
                  <VitalInput key={name} name={name} field={form.fields[name]} />
                ))}
              </fieldset>
              {result?.booked?.documentsSaved ? (
                <p className="notice">{m.documentsSaved}</p>
              ) : (
                <fieldset className="card">
                  <legend>{m.documents}</legend>
                  <Field
                    label={result?.booked ? m.documentsAgain : m.documentsLabel}
                    hint={m.documentsHint}
                    errors={form.fields.files.errors}
                    inputProps={{
                      id: form.fields.files.id,
                      key: form.fields.files.key,
                      name: 'files',
                      type: 'file',
                      multiple: true,
                      accept: CONSULTATION_ACCEPT,
                    }}
                  />
                </fieldset>
              )}
            </section>
            <section aria-labelledby="address-title" className="booking-confirmation__info">
              <h2 id="address-title">{m.mailingAddress}</h2>
              <p>{data.address || m.noAddress}</p>
              <p>
                <Link to={`${Path.profile}?edit`}>{m.editAddress}</Link>
              </p>
            </section>
            <section aria-labelledby="refund-title" className="booking-confirmation__info">
              <h2 id="refund-title">{m.refundPolicy}</h2>
              <p>{data.refundPolicy || m.notLoaded}</p>
            </section>
            <section aria-labelledby="consent-title" className="booking-confirmation__info">
              <h2 id="consent-title">{m.consent}</h2>
              <ConsentMessage consent={data.consent} label={m.consent} />
            </section>
            <div className="booking-confirmation__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? (result?.booked ? m.sending : m.submitting) : result?.booked ? m.sendAgain : m.submit}
              </button>
              {result?.booked ? null : (
                <Link to={data.back} className="button">
                  {m.back}
                </Link>
              )}
              <Link to={Path.dashboard} className="button">
                {m.cancel}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  )
}

function ProblemNotice({ problem }: { problem: Problem }) {
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

function BookedNotice({ booked }: { booked: Booked }) {
  return (
    <div className="notice booking-confirmation__booked" role="status">
      <h2>{m.bookedButTitle}</h2>
      {booked.failures.length ? (
        <>
          <p>{m.bookedBut}</p>
          <ul>
            {booked.failures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{m.sendAgainHint}</p>
      <p>
        <Link to={`${Path.success}?appointmentId=${booked.appointmentId}`}>{m.skipToSuccess}</Link>
      </p>
    </div>
  )
}

type ServerFieldOf = ReturnType<typeof useServerForm<Record<FieldName, string>>>['fields'][FieldName]

function TextField({ name, field, readOnly }: { name: MedicalTextField; field: ServerFieldOf; readOnly: boolean }) {
  return (
    <Field
      label={m.labels[name]}
      hint={m.textHint(MEDICAL_TEXT_MAX[name])}
      errors={field.errors}
      inputProps={{ ...inputProps(field, 'text'), readOnly: readOnly || undefined, autoComplete: 'off' }}
    />
  )
}

function VitalInput({ name, field }: { name: VitalField; field: ServerFieldOf }) {
  return (
    <Field
      label={m.labels[name]}
      hint={name === 'bloodPressure' ? m.hints.bloodPressure : undefined}
      errors={field.errors}
      inputProps={{ ...inputProps(field, 'text'), inputMode: VITAL_INPUT_MODE[name], autoComplete: 'off' }}
    />
  )
}

export const ErrorBoundary = GeneralErrorBoundary
