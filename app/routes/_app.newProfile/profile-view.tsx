import { Link } from '@remix-run/react'
import { COUNTRY_CODE, GENDERS } from '~/domain/profile/limits'
import { displayDate, phoneIsVerified } from '~/domain/profile/rules'
import { profileMessages as text } from '~/messages/profile'
import { profilePageMessages as page } from '~/messages/profile/page'
import { Path } from '~/utils/paths'
import { DocumentsSection } from './documents-section'
import type { LoadedProfile } from './profile.server'

/** The profile read-only (spec 3 screen 1), with 'Edit Profile'. */
export function ProfileView({ data }: { data: LoadedProfile }) {
  const { profile, base, hasPhoto, documents } = data
  const gender = GENDERS.find((g) => g.value === profile.gender)?.label ?? profile.gender
  const verified = phoneIsVerified(profile, profile.phoneNumber)
  const rows: [keyof typeof page.labels, string][] = [
    ['firstName', profile.firstName],
    ['middleName', profile.middleName],
    ['lastName', profile.lastName],
    ['gender', gender],
    ['dateOfBirth', displayDate(profile.dateOfBirth)],
    ['state', profile.state],
    ['city', profile.city],
    ['pinCode', profile.pinCode],
    ['address', profile.address],
    ['email', profile.email],
    ['phoneNumber', profile.phoneNumber ? `${COUNTRY_CODE} ${profile.phoneNumber}` : ''],
    ['education', profile.education],
    ['occupation', profile.occupation],
    [
      'modes',
      [profile.physical ? page.modes.physical : '', profile.online ? page.modes.online : ''].filter(Boolean).join(', '),
    ],
    ['languages', profile.languages.join(', ')],
    ['medicalHistory', profile.medicalHistory],
    ['medicalInformation', profile.medicalInformation],
    ['therapy', profile.therapy],
  ]
  return (
    <section aria-labelledby="profile-view-title" className="card">
      <div className="profile__head">
        <h2 id="profile-view-title">{text.viewTitle}</h2>
        <Link to={`/${base}?edit`} className="button button--primary">
          {text.edit}
        </Link>
      </div>
      {hasPhoto ? <img src={`/${base}/photo`} alt={page.photoAlt} className="profile__photo" /> : null}
      <dl className="profile__facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{page.labels[name]}</dt>
            <dd>
              {value || page.noValue}
              {name === 'phoneNumber' && profile.phoneNumber ? (
                <span className={`status-badge ${verified ? 'status-badge--completed' : 'status-badge--other'}`}>
                  {verified ? text.verified : text.notVerified}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <DocumentsSection documents={documents} base={base} editing={false} />
      <div className="form-actions">
        <Link to={Path.dashboard} className="button">
          {text.cancel}
        </Link>
      </div>
    </section>
  )
}
