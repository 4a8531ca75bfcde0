import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { hospitalAdminId, ownAppointment } from '~/areas/appointments.server'
import { forgetRecentDoctors } from '~/areas/booking.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { formatFee } from '~/domain/booking/doctor-fee'
import { bookingErrorText } from '~/domain/booking/errors'
import { CONSULTATION_DOCUMENTS, documentsProblem, hasMedicalData, toMedicalData } from '~/domain/booking/medical-info'
import { doctorName } from '~/domain/common/doctor-name'
import { formatDate, formatTime } from '~/domain/common/format'
import { getPatientConsentMessage, getRefundPolicy } from '~/services/admin.server'
import { sendMedicalData, uploadAppointmentDocuments } from '~/services/appointment/booking.server'
import { getMailingAddress } from '~/services/patient/profile.server'
import type { FormReply } from '~/ui/form/server-form'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { fill } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { notFound } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { readUpload, uploadRefusal } from '~/utils/request/upload.server'
import { book, notifyDoctorOfBooking } from './book.server'
import { problemOf, startAgain, type PageLink } from './booking-problems.server'
import { bookedBefore, confirmationSchema, type Booked } from './confirmation-form.server'
import { backLinks, checkHandOver, handOverQuery, readHandOver } from './hand-over.server'

/**
 * The confirmation step's server side (docs/rules/booking.md#screens, docs/rules/booking.md#states and docs/rules/booking.md#errors): what the loader shows, and
 * the submit: the form read (confirmation-form.server.ts), the booking and the doctor's notification
 * (book.server.ts), then the medical data and the documents. Kept out of the route so the page imports one
 * server module, and zod stays off the page (ADR 7).
 */

/**
 * The page (docs/rules/booking.md#screens): the hand-over of the slot step checked again, the summary, the mailing address,
 * the refund policy and consent; or the problem with the hand-over, with the links that get past it.
 */
export async function loadConfirmation(request: Request) {
  const patient = await requirePatient(request)
  const timeZone = getTimeZone(request)
  const locale = localeOf(request)
  const m = textsOf(locale, 'bookingMessages')
  const page = {
    title: textsOf(locale, 'pageTitles').confirmation,
    texts: textsFor(
      locale,
      'confirmationScreen',
      'bookingConfirmationMessages',
      'bookingStepsMessages',
      'consentMessages',
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
      Promise.all([optional(getRefundPolicy(adminId, patient)), optional(getPatientConsentMessage(adminId, patient))]),
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
  const m = textsOf(localeOf(request), 'bookingMessages')
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
      if (booking.outcome !== 'taken') await forgetRecentDoctors(patient.patientId)
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
  if (isNew) {
    await notifyDoctorOfBooking(patient, h, appointmentId)
    await recordActivity(patient.patientId, 'appointmentBooked', request)
  }
  if (failures.length === 0) return redirect(`${Path.success}?appointmentId=${appointmentId}`)
  return answer(submission.reply({ hideFields: ['files'] }), [], { appointmentId, failures, documentsSaved }, 200)
}

function answer(reply: FormReply, links: PageLink[] | null, booked: Booked | null, status: number) {
  return json({ reply, links: links ?? [], booked }, { status })
}
