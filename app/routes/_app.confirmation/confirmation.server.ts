import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { hospitalAdminId, hospitalTime, ownAppointment } from '~/areas/appointments.server'
import { formatFee } from '~/domain/booking/doctor-fee'
import { bookingErrorText } from '~/domain/booking/errors'
import {
  cleanMedicalText,
  CONSULTATION_DOCUMENTS,
  documentsProblem,
  hasMedicalData,
  MEDICAL_TEXT_FIELDS,
  medicalTextProblem,
  toMedicalData,
  VITAL_FIELDS,
  vitalProblem,
  type MedicalTextField,
  type VitalField,
} from '~/domain/booking/medical-info'
import { doctorName } from '~/domain/common/doctor-name'
import { formatDate, formatTime } from '~/domain/common/format'
import { getPatientConsentMessage, getRefundPolicy } from '~/services/admin.server'
import { createAppointment, sendMedicalData, uploadAppointmentDocuments } from '~/services/appointment.server'
import { notifyDoctor } from '~/services/doctor.server'
import { getMailingAddress } from '~/services/patient.server'
import type { FormReply } from '~/ui/server-form'
import { requirePatient } from '~/utils/guard.server'
import { notFound, parseId } from '~/utils/http.server'
import { localeOf } from '~/utils/locale.server'
import { optional } from '~/utils/optional-call.server'
import { Path } from '~/utils/paths'
import { ServiceError } from '~/utils/service-error'
import { type SignedInPatient } from '~/utils/session.server'
import { fill, type English } from '~/utils/texts'
import { textsFor, textsOf } from '~/utils/texts.server'
import { getTimeZone } from '~/utils/time-zone.server'
import { readUpload, uploadRefusal } from '~/utils/upload.server'
import {
  backLinks,
  checkHandOver,
  findOwnBooking,
  handOverQuery,
  readHandOver,
  type HandOver,
  type HandOverProblem,
} from './hand-over.server'

/**
 * The confirmation step's server side (docs/rules/booking.md#screens, docs/rules/booking.md#states and docs/rules/booking.md#errors): what the loader shows, the form's schema,
 * the booking and what goes with it (the medical data, the documents, the doctor's notification). Kept out of
 * the route so the page imports one server module, and zod stays off the page (ADR 7).
 */

export type PageLink = { to: string; label: string }
export type Problem = { message: string; links: PageLink[] }
/** A booking made, but with some of what was entered not saved: the retry goes to this appointment. */
export type Booked = { appointmentId: number; failures: string[]; documentsSaved: boolean }
/** What the loader and the action say, in the patient's language. */
type Notices = English['bookingNotices']

const medicalText = (field: MedicalTextField, m: Notices) =>
  z
    .string()
    .optional()
    .transform((v) => cleanMedicalText(v ?? ''))
    .superRefine((v, ctx) => {
      const problem = medicalTextProblem(field, v, m)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

const vital = (field: VitalField, m: Notices) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      const problem = vitalProblem(field, v, m)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

/**
 * The confirmation form: the hand-over (hidden), the medical info, and on a retry the booked appointment's id;
 * its messages in the patient's language.
 */
const confirmationSchema = (m: Notices) =>
  z.object({
    careServiceId: z.string(),
    doctorId: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    ...(Object.fromEntries(MEDICAL_TEXT_FIELDS.map((f) => [f, medicalText(f, m)])) as Record<
      MedicalTextField,
      ReturnType<typeof medicalText>
    >),
    ...(Object.fromEntries(VITAL_FIELDS.map((f) => [f, vital(f, m)])) as Record<VitalField, ReturnType<typeof vital>>),
    appointmentId: z.coerce.number().int().positive().optional(),
    documentsSaved: z.literal('yes').optional(),
  })

const startAgain = (m: Notices): PageLink => ({ to: Path.careCategories, label: m.startAgain })

function problemOf(problem: HandOverProblem, h: HandOver | null, m: Notices): Problem {
  const back = h ? backLinks(h) : null
  switch (problem.kind) {
    case 'bad-link':
      return { message: m.badLink, links: [startAgain(m)] }
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

/**
 * The page (docs/rules/booking.md#screens): the hand-over of the slot step checked again, the summary, the mailing address,
 * the refund policy and consent; or the problem with the hand-over, with the links that get past it.
 */
export async function loadConfirmation(request: Request) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const locale = localeOf(request)
  const m = textsOf(locale, 'bookingNotices')
  const page = {
    title: textsOf(locale, 'pageTitles').confirmation,
    texts: textsFor(
      locale,
      'ConfirmationPageText',
      'bookingConfirmationMessages',
      'bookingStepsMessages',
      'consentMessage',
    ),
  }
  const h = readHandOver(new URL(request.url).searchParams)
  if (!h) return json({ ...page, state: 'problem' as const, problem: problemOf({ kind: 'bad-link' }, null, m) })
  const [checked, address, [refundPolicy, consent]] = await Promise.all([
    checkHandOver(patient, h, timeZone, true).catch((error: unknown) => {
      if (error instanceof ServiceError) return { ok: false as const, failure: bookingErrorText(error, m) }
      throw error
    }),
    optional(getMailingAddress(patient)),
    hospitalAdminId(patient).then((adminId) =>
      Promise.all([
        optional(getRefundPolicy(adminId, patient.token)),
        optional(getPatientConsentMessage(adminId, patient.token)),
      ]),
    ),
  ])
  if (!checked.ok) {
    const problem =
      'failure' in checked ? { message: checked.failure, links: [startAgain(m)] } : problemOf(checked.problem, h, m)
    return json({ ...page, state: 'problem' as const, problem })
  }
  const { doctor, careTitle, bookable } = checked.context
  return json({
    ...page,
    state: 'ready' as const,
    ownBooking: checked.ownBooking,
    handOver: h,
    summary: {
      doctor: doctorName(doctor),
      specialities: doctor.specialities.join(', '),
      careTitle,
      fee: formatFee(doctor.fees, bookable.consultationMode, locale),
      date: formatDate(locale, h.start, timeZone),
      time: `${formatTime(locale, h.start, timeZone)} - ${formatTime(locale, h.end, timeZone)}`,
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

/**
 * SUBMIT (docs/rules/booking.md#states and docs/rules/booking.md#errors): the booking, then the medical data and the documents. A retry after a
 * half-saved booking carries its appointment (hidden fields) and only sends what did not save.
 */
export async function submitConfirmation(request: Request) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const m = textsOf(localeOf(request), 'bookingNotices')
  const { maxBytes, maxFiles } = CONSULTATION_DOCUMENTS
  // a file over the cap is refused by name, with every typed value kept (readPastOversized)
  const upload = await readUpload(request, 'files', {
    maxPartBytes: maxBytes,
    maxTotalBytes: maxBytes * maxFiles,
    readPastOversized: true,
  })
  if (!upload.ok) {
    const message = uploadRefusal(request, upload, { tooLarge: m.documentsTooLarge, unreadable: m.problem })
    return answer({ error: { '': [message] } }, null, null, 400)
  }
  const submission = parseWithZod(upload.form, { schema: confirmationSchema(m) })
  const before = bookedBefore(upload.form)
  const filesProblem = documentsProblem(upload.files, m)
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
  if (!h) return refuse(m.badLink, [startAgain(m)])

  let appointmentId = values.appointmentId
  const isNew = appointmentId === undefined
  try {
    if (appointmentId === undefined) {
      const checked = await checkHandOver(patient, h, timeZone, false)
      if (!checked.ok) {
        const problem = problemOf(checked.problem, h, m)
        return refuse(problem.message, problem.links)
      }
      const booking = await book(patient, h, checked.context.bookable.appointmentType, m, values.reason)
      if (booking.outcome === 'repeated') return redirect(`${Path.success}?appointmentId=${booking.appointmentId}`)
      if (booking.outcome === 'taken')
        return refuse(booking.message, problemOf({ kind: 'slot-taken' }, h, m).links, 409)
      appointmentId = booking.appointmentId
    } else {
      // a retry of what did not save: only ever to the patient's own appointment
      if (!(await ownAppointment(patient, appointmentId))) throw notFound()
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refuse(bookingErrorText(error, m), [], error.status === 401 ? 401 : 400)
  }

  // the medical data and the documents don't depend on each other: sent at once, each failure said
  const failedWith = (what: 'medicalDataFailed' | 'documentsFailed') => (error: unknown) => {
    if (!(error instanceof ServiceError)) throw error
    return fill(m[what], { reason: bookingErrorText(error, m) })
  }
  const medicalData = toMedicalData(values)
  const files = upload.files.map((f) => f.file)
  const [medicalFailure, documentsFailure] = await Promise.all([
    hasMedicalData(medicalData)
      ? sendMedicalData(patient, appointmentId, medicalData).then(() => null, failedWith('medicalDataFailed'))
      : null,
    values.documentsSaved !== 'yes' && files.length > 0
      ? uploadAppointmentDocuments(patient, appointmentId, files).then(() => null, failedWith('documentsFailed'))
      : null,
  ])
  const failures = [medicalFailure, documentsFailure].filter((f): f is string => f !== null)
  const documentsSaved = documentsFailure === null
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
  m: Notices,
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
    return { outcome: 'taken', message: bookingErrorText(error, m) } satisfies BookResult
  }
}

/**
 * Tells the doctor of the new booking (a notification and the red dot); a failure is logged, the booking stands.
 * In English: the doctor reads the doctors' app, not this patient's language.
 */
async function notifyDoctorOfBooking(patient: SignedInPatient, h: HandOver, appointmentId: number) {
  const m = textsOf('en', 'bookingNotices')
  const booked = await optional(ownAppointment(patient, appointmentId))
  const name = [booked?.patient?.firstName, booked?.patient?.lastName].filter(Boolean).join(' ') || m.aPatient
  await optional(
    notifyDoctor(patient, h.doctorId, {
      title: m.doctorBookedTitle,
      message: fill(m.doctorBooked, { patient: name, when: hospitalTime(h.start) }),
      appointmentId,
    }),
  )
}
