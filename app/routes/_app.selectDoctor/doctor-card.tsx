import { useLocation } from '@remix-run/react'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import { DoctorPhoto } from '~/ui/appointment/doctor-photo'
import { Form } from '~/ui/form/csrf-field'
import { Link } from '~/ui/navigation/link'
import { fill, plural, useLocale, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { ActionLabel, BookAppointmentLabel } from './book-appointment-label'
import type { DoctorCardData, DoctorList } from './doctor-list.server'
import { slotsLink } from './slots-link'

/**
 * A doctor of the list (docs/rules/booking.md#screens): photo, specialities, experience, languages, fee, About with Read More,
 * and Available Slots, which opens the doctor's free slots in the card (a link: the open card is in the URL).
 */
export function DoctorCard({ doctor: d, data }: { doctor: DoctorCardData; data: DoctorList }) {
  const location = useLocation()
  const text = useTexts('bookingSearchMessages')
  const selectDoctorScreen = useTexts('selectDoctorScreen')
  const locale = useLocale()
  const open = data.openSlots?.doctorId === d.id ? data.openSlots : null
  const toggle = new URLSearchParams(location.search)
  if (open) toggle.delete('slotsFor')
  else toggle.set('slotsFor', String(d.id))
  const titleId = `doctor-${d.id}-name`
  const slotsAction = open ? selectDoctorScreen.hideSlots : selectDoctorScreen.availableSlots
  return (
    <li className="doctor-card" aria-labelledby={titleId}>
      <DoctorPhoto doctorId={d.id} hasPhoto={d.hasPhoto} size="large" />
      <div className="doctor-card__body">
        <h3 id={titleId} className="doctor-card__name">
          {d.name}
        </h3>
        <p className="doctor-card__specialities" lang={SERVICE_LANG}>
          {d.specialities.join(', ')}
        </p>
        <p>{plural(locale, text.experience, d.experienceYears)}</p>
        <p>
          {selectDoctorScreen.speaks}: <span lang={SERVICE_LANG}>{d.languages.join(', ')}</span>
        </p>
        <p className="doctor-card__fee">
          {text.fee}: {d.fee ?? text.noFee}
        </p>
        {d.about.rest ? (
          <details className="about">
            <summary>
              <span className="about__text" lang={SERVICE_LANG}>
                {d.about.shown}
              </span>
              <span className="about__ellipsis" aria-hidden="true">
                …
              </span>{' '}
              <span className="about__toggle about__toggle--more">{selectDoctorScreen.readMore}</span>
              <span className="about__toggle about__toggle--less">{selectDoctorScreen.readLess}</span>
            </summary>
            <p className="about__full" lang={SERVICE_LANG}>
              {d.about.shown}
              {d.about.rest}
            </p>
          </details>
        ) : (
          <p className="about__text" lang={SERVICE_LANG}>
            {d.about.shown}
          </p>
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
            <ActionLabel
              action={slotsAction}
              name={fill(selectDoctorScreen.slotsOf, { action: slotsAction, doctor: d.name })}
            />
          </Link>
          {open ? null : (
            <Link to={slotsLink(data, d.id)} className="button button--primary">
              <BookAppointmentLabel doctor={d.name} />
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
              <p className="empty">{data.isToday ? selectDoctorScreen.noSlotsToday : text.noSlots}</p>
            ) : (
              <fieldset className="slot-list">
                <legend>{fill(text.slotsFor, { name: d.name })}</legend>
                {open.slots.map((s) => (
                  <label key={s.value} className="slot">
                    <input type="radio" name="slot" value={s.value} />
                    <time dateTime={s.start}>{s.label}</time>
                  </label>
                ))}
              </fieldset>
            )}
            <button type="submit" name="confirm" value="1" className="button button--primary">
              <BookAppointmentLabel doctor={d.name} />
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  )
}
