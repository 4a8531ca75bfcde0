import { SERVICE_LANG } from '~/domain/booking/care-service'
import { DoctorPhoto } from '~/ui/appointment/doctor-photo'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { BookAppointmentLabel } from './book-appointment-label'
import type { DoctorList } from './doctor-list.server'
import { slotsLink } from './slots-link'

/** Recently Booked (docs/rules/booking.md#states): the doctors this patient booked before for this care service. */
export function RecentlyBooked({ data }: { data: DoctorList }) {
  const selectDoctorScreen = useTexts('selectDoctorScreen')
  return (
    <section aria-labelledby="recent-title" className="recent">
      <h2 id="recent-title">{selectDoctorScreen.recentTitle}</h2>
      {data.recent === null ? (
        <p className="notice notice--error">{selectDoctorScreen.recentFailed}</p>
      ) : data.recent.length === 0 ? (
        <p className="empty">{selectDoctorScreen.noRecent}</p>
      ) : (
        <ul className="recent__list">
          {data.recent.map((d) => (
            <li key={d.id} className="recent__item">
              <DoctorPhoto doctorId={d.id} hasPhoto={d.hasPhoto} size="small" />
              <div>
                <p className="recent__name">{d.name}</p>
                <p className="recent__meta" lang={SERVICE_LANG}>
                  {d.specialities.join(', ')}
                </p>
                <Link to={slotsLink(data, d.id)}>
                  <BookAppointmentLabel doctor={d.name} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
