import type { Hospital } from '~/services/hospital.server'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/** Footer with the hospital's name, website, city and logo, and quick links. */
export function SiteFooter({ hospital }: { hospital: Hospital | null }) {
  const frameMessages = useTexts('frameMessages')
  return (
    <footer className="site-footer">
      {hospital ? (
        <div className="site-footer__hospital">
          {hospital.photoStatus === 'ADDED' ? (
            <img src={Path.hospitalLogo} alt="" width="48" height="48" loading="lazy" />
          ) : null}
          <div>
            <p className="site-footer__name">{hospital.hospitalName}</p>
            {hospital.city ? <p>{hospital.city}</p> : null}
            {hospital.websiteHref ? (
              <p>
                <a href={hospital.websiteHref} rel="noopener noreferrer">
                  {hospital.website}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <nav aria-label={frameMessages.quickLinks}>
        <ul>
          <li>
            <Link to={Path.dashboard}>{frameMessages.myAppointments}</Link>
          </li>
          <li>
            <Link to={Path.history}>{frameMessages.appointmentHistory}</Link>
          </li>
          <li>
            <Link to={Path.profile}>{frameMessages.profile}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {hospital?.hospitalName ?? frameMessages.portal}
      </p>
    </footer>
  )
}
