import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requirePatient } from '~/areas/identity/guard.server'
import { bookableCareService, careServiceIcon, SERVICE_LANG, type CareIcon } from '~/domain/booking/care-service'
import { getCareServices, getHospital } from '~/services/hospital.server'
import { BookingSteps } from '~/ui/appointment/booking-steps'
import { Fill } from '~/ui/fill'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { optional } from '~/utils/calls/optional-call.server'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { prefetchedOrServer } from '~/utils/navigation/step-data'

export const meta = titleMeta

/** Its data may have been asked for while the patient read the dashboard (ADR 68). */
export const clientLoader = prefetchedOrServer

/**
 * Select Care (docs/rules/booking.md#screens): a card per care service. Online Consultation and Physical Visit lead to the
 * doctor list (the care service travels in the URL); the other services are arranged with the hospital, so
 * their card says how instead of doing nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const locale = localeOf(request)
  const [services, hospital] = await Promise.all([optional(getCareServices(patient)), optional(getHospital(patient))])
  return json({
    title: textsOf(locale, 'pageTitles').careCategories,
    texts: textsFor(locale, 'bookingCareMessages', 'bookingStepsMessages'),
    hospital: hospital ? { name: hospital.hospitalName, website: hospital.websiteHref } : null,
    services:
      services?.map((s) => ({
        id: s.id,
        title: s.title,
        icon: careServiceIcon(s.title),
        bookable: bookableCareService(s.title) !== null,
      })) ?? null,
  })
}

const doctorsOf = (careServiceId: number) => `${Path.selectDoctor}?careServiceId=${careServiceId}`

export default function SelectCare() {
  const { services, hospital } = useLoaderData<typeof loader>()
  const text = useTexts('bookingCareMessages')
  return (
    <div className="booking">
      <BookingSteps current={1} />
      <h1>{text.careTitle}</h1>
      <PrefetchStep
        routeId="routes/_app.selectDoctor"
        data={services?.filter((s) => s.bookable).map((s) => doctorsOf(s.id))}
      />
      <p>{text.careIntro}</p>
      {services === null ? (
        <p className="notice notice--error">{text.careLoadFailed}</p>
      ) : services.length === 0 ? (
        <p className="empty">{text.noCareServices}</p>
      ) : (
        <ul className="care-grid">
          {services.map((s) => (
            <li key={s.id} className="care-card">
              {s.bookable ? (
                <Link to={doctorsOf(s.id)} className="care-card__choice">
                  <CareServiceIcon icon={s.icon} />
                  <span className="care-card__title" lang={SERVICE_LANG}>
                    {s.title}
                  </span>
                </Link>
              ) : (
                <details className="care-card__choice care-card__choice--info">
                  <summary>
                    <CareServiceIcon icon={s.icon} />
                    <span className="care-card__title" lang={SERVICE_LANG}>
                      {s.title}
                    </span>
                    <span className="care-card__hint">{text.howToArrange}</span>
                  </summary>
                  <p>
                    <Fill
                      text={text.arrangeWithHospital}
                      values={{
                        title: <span lang={SERVICE_LANG}>{s.title}</span>,
                        hospital: hospital ? <span lang={SERVICE_LANG}>{hospital.name}</span> : text.hospitalFallback,
                      }}
                    />
                  </p>
                  {hospital?.website ? (
                    <p>
                      <a href={hospital.website} rel="noopener noreferrer">
                        {text.hospitalWebsite}
                      </a>
                    </p>
                  ) : null}
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="booking__actions">
        <Link to={Path.dashboard} className="button">
          {text.cancel}
        </Link>
      </p>
    </div>
  )
}

/** Simple line icons, decorative (the title says what the card is). */
function CareServiceIcon({ icon }: { icon: CareIcon }) {
  const paths: Record<CareIcon, string> = {
    physical: 'M4 21V8l8-5 8 5v13h-6v-6h-4v6zM11 9h2v2h2v2h-2v2h-2v-2H9v-2h2z',
    online: 'M3 5h13v14H3zM16 10l5-3v10l-5-3z',
    monitoring: 'M2 12h4l2-5 4 10 2-5h8',
    nursing: 'M12 21s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11z',
    other: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  }
  return (
    <svg className="care-card__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <path d={paths[icon]} />
    </svg>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
