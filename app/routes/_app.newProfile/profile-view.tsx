import { GENDERS } from '~/domain/common/genders'
import { COUNTRY_CODE } from '~/domain/profile/limits'
import { phoneIsVerified } from '~/domain/profile/rules'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { DocumentsSection } from './documents-section'
import type { LoadedProfile } from './profile.server'
import { useServicesLang } from './services-lang'

/** The profile read-only (docs/rules/profile.md#screens), with 'Edit Profile'. */
export function ProfileView({ data }: { data: LoadedProfile }) {
  const { profile, base, hasPhoto, documents } = data
  const profileLabels = useTexts('profileLabels')
  const profileScreen = useTexts('profileScreen')
  const profileGenders = useTexts('profileGenders')
  const text = useTexts('profileMessages')
  const activityLink = useTexts('activityLink')
  const helpersLink = useTexts('helpersLink')
  const recordsLink = useTexts('recordsLink')
  const securityLink = useTexts('securityLink')
  const reminders = useTexts('reminderPreferencesMessages')
  const frame = useTexts('frameMessages')
  const servicesLang = useServicesLang()
  const knownGender = GENDERS.find((g) => g === profile.gender)
  const gender = knownGender ? profileGenders[knownGender] : profile.gender
  const verified = phoneIsVerified(profile, profile.phoneNumber)
  const rows: [string, string][] = [
    [profileLabels.firstName, profile.firstName],
    [profileLabels.middleName, profile.middleName],
    [profileLabels.lastName, profile.lastName],
    [profileLabels.gender, gender],
    [profileLabels.dateOfBirth, profile.shownDateOfBirth],
    [profileLabels.state, profile.state],
    [profileLabels.city, profile.city],
    [profileLabels.pinCode, profile.pinCode],
    [profileLabels.address, profile.address],
    [profileLabels.email, profile.email],
    [profileLabels.phoneNumber, profile.phoneNumber ? `${COUNTRY_CODE} ${profile.phoneNumber}` : ''],
    [profileLabels.education, profile.education],
    [profileLabels.occupation, profile.occupation],
    [
      profileLabels.modes,
      [profile.physical ? profileScreen.physical : '', profile.online ? profileScreen.online : '']
        .filter(Boolean)
        .join(', '),
    ],
    [profileLabels.languages, profile.languages.join(', ')],
    [profileLabels.medicalHistory, profile.medicalHistory],
    [profileLabels.medicalInformation, profile.medicalInformation],
    [profileLabels.therapy, profile.therapy],
  ]
  // the rows holding the services' names, as their choice lists gave them (docs/languages.md)
  const serviceNamed: string[] = [profileLabels.state, profileLabels.city, profileLabels.languages]
  return (
    <section aria-labelledby="profile-view-title" className="card">
      <div className="profile__head">
        <h2 id="profile-view-title">{profileScreen.viewTitle}</h2>
        <Link to={`/${base}?edit`} className="button button--primary">
          {profileScreen.edit}
        </Link>
      </div>
      {hasPhoto ? <img src={`/${base}/photo`} alt={profileScreen.photoAlt} className="profile__photo" /> : null}
      <dl className="profile__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd lang={serviceNamed.includes(label) && value ? servicesLang : undefined}>
              {value || profileScreen.noValue}
              {label === profileLabels.phoneNumber && profile.phoneNumber ? (
                <span className={`status-badge ${verified ? 'status-badge--completed' : 'status-badge--other'}`}>
                  {verified ? profileScreen.verified : profileScreen.notVerified}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <DocumentsSection documents={documents} failed={data.documentsFailed} base={base} mode="view" />
      <p className="profile__activity">
        <Link to={Path.devices}>{frame.devices}</Link>
      </p>
      <p className="profile__activity">
        <Link to={Path.helpers}>{helpersLink.label}</Link>: {helpersLink.hint}
      </p>
      <p className="profile__activity">
        <Link to={Path.reminderPreferences}>{reminders.profileLink}</Link>
      </p>
      <p className="profile__activity">
        <Link to={Path.records}>{recordsLink.label}</Link>: {recordsLink.hint}
      </p>
      <p className="profile__activity">
        <Link to={Path.activity}>{activityLink.label}</Link>: {activityLink.hint}
      </p>
      {data.twoStep ? (
        <p className="profile__activity">
          <Link to={Path.security}>{securityLink.label}</Link>: {securityLink.hint}
        </p>
      ) : null}
      <div className="form-actions">
        <Link to={Path.dashboard} className="button">
          {text.cancel}
        </Link>
      </div>
    </section>
  )
}
