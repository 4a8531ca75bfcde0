import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import { formatFee } from '~/domain/booking/doctor-fee'
import {
  activeFilterCount,
  applyDoctorFilters,
  EXPERIENCE_BANDS,
  FILTER_PARAMS,
  GENDERS,
  parseDoctorFilters,
  recentlyBooked,
  SLOT_DURATIONS,
  SORTS,
} from '~/domain/booking/doctor-filters'
import { splitAbout } from '~/domain/booking/search'
import { formatTime } from '~/domain/common/date-format'
import { doctorName } from '~/domain/common/doctor-name'
import { careChoiceFrom, chosenDay } from '~/flows/booking.server'
import { bookingSearchMessages as text } from '~/messages/booking/search'
import { getConditions, getLanguages } from '~/services/config.server'
import { getFreeSlots, listBookedDoctors, listDoctors, type Doctor } from '~/services/doctor.server'
import { getSpecialities } from '~/services/hospital.server'
import bookingStyles from '~/styles/booking.css'
import { BookingSteps } from '~/ui/booking-steps'
import { DayField } from '~/ui/day-field'
import { DoctorPhoto } from '~/ui/doctor-photo'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { optional } from '~/utils/optional-call.server'
import { Path } from '~/utils/paths'
import { requirePatient } from '~/utils/session.server'
import { getTimeZone } from '~/utils/time-zone.server'

export const meta: MetaFunction = () => [{ title: 'Select Doctor | Patient Portal' }]
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: bookingStyles }]

/** Wider than this, a filter choice applies at once (with JavaScript); narrower, on APPLY (spec 2 section 2). */
const WIDE_SCREEN = '(min-width: 885px)'
const FORM_ID = 'doctor-search'

/**
 * Select Doctor (spec 2 section 2). The whole state (care service, date, filters, sort, the doctor whose slots
 * are open) is in the URL: one GET form, so it works without JavaScript and a reload or a shared link shows the
 * same list. Filtering and sorting happen here, on the service's list for the day.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const params = new URL(request.url).searchParams
  const timeZone = getTimeZone(request)
  const { range, day, today } = chosenDay(params, timeZone)
  const filters = parseDoctorFilters(params)
  const slotsFor = Number(params.get('slotsFor')) || null

  const [care, specialities, languages, conditions] = await Promise.all([
    careChoiceFrom(patient, params),
    optional(getSpecialities(patient)),
    optional(getLanguages(patient.token)),
    optional(getConditions(patient.token)),
  ])
  if (!care) throw redirect(Path.careCategories)
  const mode = care.consultationMode

  const [doctors, booked, slots] = await Promise.all([
    optional(listDoctors(patient, { careServiceId: care.id, date: day, mode })),
    optional(listBookedDoctors(patient, care.appointmentType)),
    slotsFor ? optional(getFreeSlots(patient, { doctorId: slotsFor, day, timeZone, mode })) : null,
  ])

  const card = (d: Doctor) => ({
    id: d.id,
    name: doctorName(d),
    hasPhoto: d.hasPhoto,
    specialities: d.specialities,
    experienceYears: d.experienceYears,
    languages: d.languages,
    fee: formatFee(d.fees, mode),
    about: splitAbout(d.about),
  })

  return json({
    care: { id: care.id, title: care.title },
    day,
    isToday: day === today,
    range,
    filters,
    activeFilters: activeFilterCount(filters),
    options: {
      specialities: specialities?.map((s) => s.title) ?? [],
      languages: languages ?? [],
      conditions: conditions ?? [],
    },
    recent: booked
      ? recentlyBooked(booked, care.id)
          .filter((d) => !d.inactive)
          .map((d) => ({ id: d.id, name: doctorName(d), hasPhoto: d.hasPhoto, specialities: d.specialities }))
      : null,
    doctors: doctors
      ? applyDoctorFilters(
          doctors.filter((d) => !d.inactive),
          filters,
        ).map(card)
      : null,
    openSlots: slotsFor
      ? {
          doctorId: slotsFor,
          slots: slots?.map((s) => ({ value: s.start, start: s.start, label: formatTime(s.start, timeZone) })) ?? null,
        }
      : null,
  })
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>
type Card = NonNullable<Data['doctors']>[number]

export default function SelectDoctor() {
  const data = useLoaderData<typeof loader>()
  const submit = useSubmit()
  const busy = useNavigation().state === 'loading'

  // With JavaScript on a wide screen a choice applies at once; on a narrow one it waits for APPLY.
  const applyIfWide = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'date' || !window.matchMedia(WIDE_SCREEN).matches) return
    submit(event.currentTarget, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="booking">
      <BookingSteps current={2} />
      <h1>
        {text.doctorTitle}
        <span className="booking__subtitle">{data.care.title}</span>
      </h1>
      <div className="doctor-search">
        <Form method="get" id={FORM_ID} className="filter-panel" onChange={applyIfWide} preventScrollReset>
          <input type="hidden" name="careServiceId" value={data.care.id} />
          <h2 className="filter-panel__title">
            {text.filtersTitle}
            {data.activeFilters > 0 ? (
              <span className="filter-panel__count"> ({text.activeFilters(data.activeFilters)})</span>
            ) : null}
          </h2>
          {/* on a phone the filters come first and are long: the doctors are one step away */}
          <a href="#doctor-results" className="filter-panel__skip">
            {text.skipFilters}
          </a>
          <FilterPanel data={data} />
          <div className="filter-panel__actions">
            <button type="submit" className="button button--primary">
              {text.apply}
            </button>
            <button type="reset" className="button">
              {text.cancel}
            </button>
          </div>
          {data.activeFilters > 0 ? (
            <p>
              <Link to={`${Path.selectDoctor}?careServiceId=${data.care.id}&date=${data.day}`}>
                {text.clearFilters}
              </Link>
            </p>
          ) : null}
        </Form>

        <div className="doctor-search__results" id="doctor-results">
          <DateBar data={data} />
          <RecentlyBooked data={data} />
          <section aria-labelledby="available-title" aria-busy={busy || undefined}>
            <h2 id="available-title">
              {text.availableTitle}
              {data.doctors ? <span className="booking__count"> ({text.doctorCount(data.doctors.length)})</span> : null}
            </h2>
            {data.doctors === null ? (
              <p className="notice notice--error">{text.listFailed}</p>
            ) : data.doctors.length === 0 ? (
              <p className="empty">{text.noResult}</p>
            ) : (
              <ul className="doctor-list">
                {data.doctors.map((d) => (
                  <DoctorCard key={d.id} doctor={d} data={data} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  )
}

function DateBar({ data }: { data: Data }) {
  return (
    <div className="date-bar">
      <DayField id="booking-date" label={text.dateLabel} range={data.range} day={data.day} form={FORM_ID} />
      <button type="submit" form={FORM_ID} className="button">
        {text.showDoctors}
      </button>
      <Link to={Path.careCategories} className="button">
        {text.cancel}
      </Link>
    </div>
  )
}

function FilterPanel({ data }: { data: Data }) {
  const f = data.filters
  return (
    <>
      <CheckGroup
        legend={text.sortLegend}
        type="radio"
        name={FILTER_PARAMS.sort}
        options={SORTS.map((s) => ({ value: s, label: text.sorts[s] }))}
        chosen={[f.sort]}
      />
      <CheckGroup
        legend={text.experienceLegend}
        name={FILTER_PARAMS.experience}
        options={EXPERIENCE_BANDS.map((b) => ({ value: b.value, label: text.experienceBands[b.value] }))}
        chosen={f.experience}
      />
      <CheckGroup
        legend={text.durationLegend}
        name={FILTER_PARAMS.durations}
        options={SLOT_DURATIONS.map((m) => ({ value: String(m), label: text.duration(m) }))}
        chosen={f.durations.map(String)}
      />
      <CheckGroup
        legend={text.genderLegend}
        name={FILTER_PARAMS.genders}
        options={GENDERS.map((g) => ({ value: g, label: text.genders[g] }))}
        chosen={f.genders}
      />
      <CheckGroup
        legend={text.specialityLegend}
        name={FILTER_PARAMS.specialities}
        options={data.options.specialities.map((s) => ({ value: s, label: s }))}
        chosen={f.specialities}
      />
      <CheckGroup
        legend={text.languageLegend}
        name={FILTER_PARAMS.languages}
        options={data.options.languages.map((l) => ({ value: l, label: l }))}
        chosen={f.languages}
      />
      <CheckGroup
        legend={text.conditionLegend}
        name={FILTER_PARAMS.conditions}
        options={data.options.conditions.map((c) => ({ value: String(c.id), label: c.name }))}
        chosen={f.conditions.map(String)}
      />
    </>
  )
}

function CheckGroup({
  legend,
  name,
  options,
  chosen,
  type = 'checkbox',
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  chosen: readonly string[]
  type?: 'checkbox' | 'radio'
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="filter-group__option">
          {/* keyed by the applied state so a new URL resets what the form shows */}
          <input
            key={String(chosen.includes(o.value))}
            type={type}
            name={name}
            value={o.value}
            defaultChecked={chosen.includes(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}

function RecentlyBooked({ data }: { data: Data }) {
  return (
    <section aria-labelledby="recent-title" className="recent">
      <h2 id="recent-title">{text.recentTitle}</h2>
      {data.recent === null || data.recent.length === 0 ? (
        <p className="empty">{text.noRecent}</p>
      ) : (
        <ul className="recent__list">
          {data.recent.map((d) => (
            <li key={d.id} className="recent__item">
              <DoctorPhoto doctorId={d.id} hasPhoto={d.hasPhoto} size="small" />
              <div>
                <p className="recent__name">{d.name}</p>
                <p className="recent__meta">{d.specialities.join(', ')}</p>
                <Link to={slotsUrl(data, d.id)}>
                  {text.bookAppointment}
                  <span className="visually-hidden"> with {d.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const slotsUrl = (data: Data, doctorId: number) =>
  `${Path.slots}?${new URLSearchParams({ careServiceId: String(data.care.id), doctorId: String(doctorId), date: data.day })}`

function DoctorCard({ doctor: d, data }: { doctor: Card; data: Data }) {
  const location = useLocation()
  const open = data.openSlots?.doctorId === d.id ? data.openSlots : null
  const toggle = new URLSearchParams(location.search)
  if (open) toggle.delete('slotsFor')
  else toggle.set('slotsFor', String(d.id))
  const titleId = `doctor-${d.id}-name`
  return (
    <li className="doctor-card" aria-labelledby={titleId}>
      <DoctorPhoto doctorId={d.id} hasPhoto={d.hasPhoto} size="large" />
      <div className="doctor-card__body">
        <h3 id={titleId} className="doctor-card__name">
          {d.name}
        </h3>
        <p className="doctor-card__specialities">{d.specialities.join(', ')}</p>
        <p>{text.experience(d.experienceYears)}</p>
        <p>
          {text.speaks}: {d.languages.join(', ')}
        </p>
        <p className="doctor-card__fee">
          {text.fee}: {d.fee ?? text.noFee}
        </p>
        {d.about.rest ? (
          <details className="about">
            <summary>
              <span className="about__text">{d.about.shown}</span>
              <span className="about__ellipsis" aria-hidden="true">
                …
              </span>{' '}
              <span className="about__toggle about__toggle--more">{text.readMore}</span>
              <span className="about__toggle about__toggle--less">{text.readLess}</span>
            </summary>
            <p className="about__full">
              {d.about.shown}
              {d.about.rest}
            </p>
          </details>
        ) : (
          <p className="about__text">{d.about.shown}</p>
        )}
        <div className="doctor-card__actions">
          <Link
            to={`?${toggle}`}
            className="button"
            aria-expanded={Boolean(open)}
            aria-controls={open ? `doctor-${d.id}-slots` : undefined}
            preventScrollReset
            replace
          >
            {open ? text.hideSlots : text.availableSlots}
            <span className="visually-hidden"> of {d.name}</span>
          </Link>
          {open ? null : (
            <Link to={slotsUrl(data, d.id)} className="button button--primary">
              {text.bookAppointment}
              <span className="visually-hidden"> with {d.name}</span>
            </Link>
          )}
        </div>
        {open ? (
          <Form method="get" action={Path.slots} id={`doctor-${d.id}-slots`} className="doctor-card__slots">
            <input type="hidden" name="careServiceId" value={data.care.id} />
            <input type="hidden" name="doctorId" value={d.id} />
            <input type="hidden" name="date" value={data.day} />
            {open.slots === null ? (
              <p className="notice notice--error">{text.slotsFailed}</p>
            ) : open.slots.length === 0 ? (
              <p className="empty">{data.isToday ? text.noSlotsToday : text.noSlots}</p>
            ) : (
              <fieldset className="slot-list">
                <legend>{text.slotsFor(d.name)}</legend>
                {open.slots.map((s) => (
                  <label key={s.value} className="slot">
                    <input type="radio" name="slot" value={s.value} />
                    <time dateTime={s.start}>{s.label}</time>
                  </label>
                ))}
              </fieldset>
            )}
            <button type="submit" name="confirm" value="1" className="button button--primary">
              {text.bookAppointment}
              <span className="visually-hidden"> with {d.name}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
