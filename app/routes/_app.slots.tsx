import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { careChoiceFrom, chosenDay, dayHeading, withOffset } from '~/areas/booking.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import { formatFee } from '~/domain/booking/doctor-fee'
import { slotProblem, type SlotProblem } from '~/domain/booking/search'
import { slotWords } from '~/domain/booking/update-words'
import { addDays } from '~/domain/common/days'
import { doctorName } from '~/domain/common/doctor-name'
import { formatTime } from '~/domain/common/format'
import { getFreeSlotsByDay, listDoctors } from '~/services/doctor.server'
import { useUpdateAnnouncement } from '~/ui/announce/update-announcement'
import { BookingSteps } from '~/ui/appointment/booking-steps'
import { DoctorPhoto } from '~/ui/appointment/doctor-photo'
import { Form } from '~/ui/form/csrf-field'
import { DayField } from '~/ui/form/day-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { Subtitle } from '~/ui/subtitle'
import { optional } from '~/utils/calls/optional-call.server'
import { localeOf } from '~/utils/language/locale.server'
import { plural, useLocale, useTexts, type English } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

/** How far ahead /slots looks before telling the patient this doctor has nothing free. */
const LOOK_AHEAD_DAYS = 7

const slotMessage = (problem: SlotProblem, text: English['bookingSearchMessages']) =>
  ({ noSlot: text.selectSlot, past: text.slotInPast, taken: text.slotTaken })[problem]

/**
 * Select slot (docs/rules/booking.md#screens): one doctor's free slots on a day. Confirm submits this same page (GET, with
 * `confirm`): a good choice redirects to /confirmation with the slot as local times with the patient's
 * offset; anything else comes back here with the message of docs/rules/booking.md#validation. No JavaScript needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const params = new URL(request.url).searchParams
  const timeZone = getTimeZone(request)
  const locale = localeOf(request)
  const text = textsOf(locale, 'bookingSearchMessages')
  const { range, day, today } = chosenDay(params, timeZone)
  const care = await careChoiceFrom(patient, params)
  if (!care) throw redirect(Path.careCategories)
  const doctorId = Number(params.get('doctorId'))
  const base = {
    title: textsOf(locale, 'pageTitles').slots,
    texts: textsFor(locale, 'bookingSearchMessages', 'bookingStepsMessages'),
    care: { id: care.id, title: care.title },
    day,
    heading: `${day === today ? text.today : ''}${dayHeading(day, locale)}`,
    range,
    doctor: null,
    slots: null,
    blocked: null,
    problem: null,
  }
  if (!Number.isInteger(doctorId) || doctorId <= 0) return json({ ...base, blocked: text.selectDoctor })

  const mode = care.consultationMode
  const [doctors, byDay] = await Promise.all([
    listDoctors(patient, { careServiceId: care.id, date: day, mode, doctorId }),
    optional(
      getFreeSlotsByDay(patient, { doctorId, start: day, end: addDays(day, LOOK_AHEAD_DAYS - 1), timeZone, mode }),
    ),
  ])
  const found = doctors.find((d) => d.id === doctorId)
  if (!found) return json({ ...base, blocked: text.selectDoctor })
  const doctor = {
    id: found.id,
    name: doctorName(found),
    hasPhoto: found.hasPhoto,
    fee: formatFee(found.fees, mode, locale),
    experienceYears: found.experienceYears,
    specialities: found.specialities,
  }
  if (found.inactive) return json({ ...base, doctor, blocked: text.doctorDeleted })
  if (byDay === null) return json({ ...base, doctor, blocked: text.slotsFailed })
  if (Object.values(byDay).every((list) => list.length === 0)) {
    return json({ ...base, doctor, blocked: text.doctorNoSlots })
  }
  const free = byDay[day] ?? []

  if (params.has('confirm')) {
    const chosen = params.get('slot')
    const problem = slotProblem(chosen, free, Date.now())
    const slot = problem ? null : free.find((s) => Date.parse(s.start) === Date.parse(chosen!))
    if (slot) {
      const next = new URLSearchParams({
        careServiceId: String(care.id),
        doctorId: String(doctor.id),
        date: day,
        start: withOffset(slot.start, timeZone),
        end: withOffset(slot.end, timeZone),
      })
      throw redirect(`${Path.confirmation}?${next}`)
    }
    return json(
      {
        ...base,
        doctor,
        slots: free.map((s) => ({ value: s.start, label: formatTime(locale, s.start, timeZone) })),
        problem: slotMessage(problem ?? 'noSlot', text),
      },
      { status: 400 },
    )
  }
  return json({
    ...base,
    doctor,
    slots: free.map((s) => ({ value: s.start, label: formatTime(locale, s.start, timeZone) })),
  })
}

export default function SelectSlot() {
  const data = useLoaderData<typeof loader>()
  const text = useTexts('bookingSearchMessages')
  const locale = useLocale()
  const busy = useNavigation().state === 'loading'
  const lastChosen = useRef<string | null>(null)
  const [clientProblem, setClientProblem] = useState<string | null>(null)
  useEffect(() => {
    lastChosen.current = null
    setClientProblem(null)
  }, [data])
  const problem = clientProblem ?? data.problem
  useUpdateAnnouncement(() => data.blocked ?? slotWords(data.slots, data.day, text, locale))
  const backToDoctors = `${Path.selectDoctor}?careServiceId=${data.care.id}&date=${data.day}`

  return (
    <div className="booking">
      <BookingSteps current={2} />
      <PrefetchStep routeId="routes/_app.confirmation" />
      <h1>
        {text.slotsTitle}
        <Subtitle>{data.heading}</Subtitle>
      </h1>
      {data.doctor ? (
        <section className="slot-doctor" aria-label={data.doctor.name}>
          <DoctorPhoto doctorId={data.doctor.id} hasPhoto={data.doctor.hasPhoto} size="large" />
          <div>
            <h2 className="doctor-card__name">{data.doctor.name}</h2>
            <p className="doctor-card__specialities" lang={SERVICE_LANG}>
              {data.doctor.specialities.join(', ')}
            </p>
            <p>{plural(locale, text.experience, data.doctor.experienceYears)}</p>
            <p className="doctor-card__fee">
              {text.fee}: {data.doctor.fee ?? text.noFee}
            </p>
          </div>
        </section>
      ) : null}
      {data.blocked ? (
        <>
          <p className="notice notice--error" role="alert">
            {data.blocked}
          </p>
          <p>
            <Link to={backToDoctors} className="button">
              {text.backToDoctors}
            </Link>
          </p>
        </>
      ) : (
        <>
          <ErrorSummary id="slot-errors" formErrors={problem ? [problem] : []} />
          {/* replace: Show slots updates this page (its words say how many slots), not a new one (ADR 80) */}
          <Form method="get" className="date-bar" preventScrollReset replace>
            <input type="hidden" name="careServiceId" value={data.care.id} />
            <input type="hidden" name="doctorId" value={data.doctor?.id} />
            <DayField id="slot-date" label={text.dateLabel} range={data.range} day={data.day} />
            <button type="submit" className="button">
              {text.showSlotsButton}
            </button>
          </Form>
          <Form method="get" preventScrollReset>
            <input type="hidden" name="careServiceId" value={data.care.id} />
            <input type="hidden" name="doctorId" value={data.doctor?.id} />
            <input type="hidden" name="date" value={data.day} />
            {!data.slots || data.slots.length === 0 ? (
              <p className="empty">{text.noSlots}</p>
            ) : (
              <fieldset className="slot-list" aria-busy={busy || undefined}>
                <legend>{text.freeSlots}</legend>
                {data.slots.map((s) => (
                  <label key={s.value} className="slot">
                    <input
                      type="radio"
                      name="slot"
                      value={s.value}
                      onClick={(event) => {
                        const input = event.currentTarget
                        if (Date.parse(s.value) <= Date.now()) {
                          // a slot that began while the page was open (docs/rules/booking.md#states): say so, keep nothing chosen
                          input.checked = false
                          lastChosen.current = null
                          setClientProblem(text.slotInPast)
                        } else if (lastChosen.current === s.value) {
                          // choosing the chosen slot again clears the choice (docs/rules/booking.md#states)
                          input.checked = false
                          lastChosen.current = null
                        } else {
                          lastChosen.current = s.value
                          setClientProblem(null)
                        }
                      }}
                    />
                    <time dateTime={s.value}>{s.label}</time>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="booking__actions">
              <button type="submit" name="confirm" value="1" className="button button--primary">
                {text.confirm}
              </button>
              <Link to={backToDoctors} className="button">
                {text.backToDoctors}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
