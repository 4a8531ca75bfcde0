import { Link } from '@remix-run/react'
import { GENDERS } from '~/domain/common/genders'
import { COUNTRY_CODE } from '~/domain/profile/limits'
import { phoneIsVerified } from '~/domain/profile/rules'
import { Path } from '~/utils/paths'
import { useTexts } from '~/utils/texts'
import { DocumentsSection } from './documents-section'
import type { LoadedProfile } from './profile.server'
import { useServicesLang } from './services-lang'

/** The profile read-only (docs/rules/profile.md#screens), with 'Edit Profile'. */
export function ProfileView({ data }: { data: LoadedProfile }) {
  const { profile, base, hasPhoto, documents } = data
  const ProfileLabel = useTexts('ProfileLabel')
  const ProfilePageText = useTexts('ProfilePageText')
  const profileGenders = useTexts('profileGenders')
  const text = useTexts('profileMessages')
  const servicesLang = useServicesLang()
  const knownGender = GENDERS.find((g) => g === profile.gender)
  const gender = knownGender ? profileGenders[knownGender] : profile.gender
  const verified = phoneIsVerified(profile, profile.phoneNumber)
  const rows: [string, string][] = [
    [ProfileLabel.firstName, profile.firstName],
    [ProfileLabel.middleName, profile.middleName],
    [ProfileLabel.lastName, profile.lastName],
    [ProfileLabel.gender, gender],
    [ProfileLabel.dateOfBirth, profile.shownDateOfBirth],
    [ProfileLabel.state, profile.state],
    [ProfileLabel.city, profile.city],
    [ProfileLabel.pinCode, profile.pinCode],
    [ProfileLabel.address, profile.address],
    [ProfileLabel.email, profile.email],
    [ProfileLabel.phoneNumber, profile.phoneNumber ? `${COUNTRY_CODE} ${profile.phoneNumber}` : ''],
    [ProfileLabel.education, profile.education],
    [ProfileLabel.occupation, profile.occupation],
    [
      ProfileLabel.modes,
      [profile.physical ? ProfilePageText.physical : '', profile.online ? ProfilePageText.online : '']
        .filter(Boolean)
        .join(', '),
    ],
    [ProfileLabel.languages, profile.languages.join(', ')],
    [ProfileLabel.medicalHistory, profile.medicalHistory],
    [ProfileLabel.medicalInformation, profile.medicalInformation],
    [ProfileLabel.therapy, profile.therapy],
  ]
  // the rows holding the services' names, as their choice lists gave them (docs/languages.md)
  const serviceNamed: string[] = [ProfileLabel.state, ProfileLabel.city, ProfileLabel.languages]
  return (
    <section aria-labelledby="profile-view-title" className="card">
      <div className="profile__head">
        <h2 id="profile-view-title">{ProfilePageText.viewTitle}</h2>
        <Link to={`/${base}?edit`} className="button button--primary">
          {ProfilePageText.edit}
        </Link>
      </div>
      {hasPhoto ? <img src={`/${base}/photo`} alt={ProfilePageText.photoAlt} className="profile__photo" /> : null}
      <dl className="profile__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd lang={serviceNamed.includes(label) && value ? servicesLang : undefined}>
              {value || ProfilePageText.noValue}
              {label === ProfileLabel.phoneNumber && profile.phoneNumber ? (
                <span className={`status-badge ${verified ? 'status-badge--completed' : 'status-badge--other'}`}>
                  {verified ? ProfilePageText.verified : ProfilePageText.notVerified}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <DocumentsSection documents={documents} failed={data.documentsFailed} base={base} editing={false} />
      <div className="form-actions">
        <Link to={Path.dashboard} className="button">
          {text.cancel}
        </Link>
      </div>
    </section>
  )
}
