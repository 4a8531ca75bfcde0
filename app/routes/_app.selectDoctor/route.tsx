import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import { doctorListWords } from '~/domain/booking/update-words'
import { pageSearch } from '~/domain/common/paging'
import { useUpdateAnnouncement } from '~/ui/announce/update-announcement'
import { BookingSteps } from '~/ui/appointment/booking-steps'
import { DayField } from '~/ui/form/day-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { Pagination } from '~/ui/navigation/pagination'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { Subtitle } from '~/ui/subtitle'
import { plural, useLocale, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { prefetchedOrServer } from '~/utils/navigation/step-data'
import { DoctorCard } from './doctor-card'
import { DoctorFilters } from './doctor-filters'
import { loadDoctorList } from './doctor-list.server'
import { RecentlyBooked } from './recently-booked'

export const meta = titleMeta

/** Its data may have been asked for while the patient read Select Care (ADR 68). */
export const clientLoader = prefetchedOrServer

const FORM_ID = 'doctor-search'

/**
 * Select Doctor (docs/rules/booking.md#screens). The whole state (care service, date, filters, sort, the doctor whose slots
 * are open) is in the URL: one GET form, so it works without JavaScript and a reload or a shared link shows the
 * same list. Filtering, sorting and paging (10 a page, `?page=`, dropped by a new search) happen in the loader,
 * on the service's list for the day.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadDoctorList(request)
}

export default function SelectDoctor() {
  const data = useLoaderData<typeof loader>()
  const text = useTexts('bookingSearchMessages')
  const selectDoctorScreen = useTexts('selectDoctorScreen')
  const locale = useLocale()
  const busy = useNavigation().state === 'loading'
  const location = useLocation()
  useUpdateAnnouncement((before, after) =>
    doctorListWords(
      { ...data, slotsForBefore: before.get('slotsFor'), slotsForAfter: after.get('slotsFor') },
      text,
      selectDoctorScreen.listFailed,
      locale,
    ),
  )
  // another page closes the open slots: that doctor is not on it
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search)
    params.delete('slotsFor')
    return pageSearch(params, page)
  }
  return (
    <div className="booking">
      <BookingSteps current={2} />
      <PrefetchStep routeId="routes/_app.slots" />
      <h1>
        {selectDoctorScreen.doctorTitle}
        {data.care.title ? <Subtitle lang={SERVICE_LANG}>{data.care.title}</Subtitle> : null}
      </h1>
      {/* at every width: past the date, the filters and Recently Booked, to the doctors (docs/accessibility.md) */}
      <a href="#available-doctors" className="doctor-search__skip">
        {selectDoctorScreen.skipFilters}
      </a>
      <div className="doctor-search">
        <DoctorFilters id={FORM_ID} data={data} />
        <div className="doctor-search__results" id="doctor-results">
          <div className="date-bar">
            <DayField id="booking-date" label={text.dateLabel} range={data.range} day={data.day} form={FORM_ID} />
            <button type="submit" form={FORM_ID} className="button">
              {selectDoctorScreen.showDoctors}
            </button>
            <Link to={Path.careCategories} className="button">
              {text.cancel}
            </Link>
          </div>
          <RecentlyBooked data={data} />
          <section id="available-doctors" aria-labelledby="available-title" aria-busy={busy || undefined}>
            <h2 id="available-title">
              {selectDoctorScreen.availableTitle}
              {data.doctors ? (
                <span className="booking__count"> ({plural(locale, text.doctorCount, data.total)})</span>
              ) : null}
            </h2>
            {data.doctors === null ? (
              <p className="notice notice--error">{selectDoctorScreen.listFailed}</p>
            ) : data.doctors.length === 0 ? (
              <p className="empty">{selectDoctorScreen.noResult}</p>
            ) : (
              <ul className="doctor-list">
                {data.doctors.map((d) => (
                  <DoctorCard key={d.id} doctor={d} data={data} />
                ))}
              </ul>
            )}
            <Pagination page={data.page} last={data.last} href={pageHref} label={selectDoctorScreen.pages} />
          </section>
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
