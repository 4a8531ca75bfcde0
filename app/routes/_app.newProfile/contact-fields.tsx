import { useEffect, useRef, useState } from 'react'
import { COUNTRY_CODE, MOBILE_DIGITS } from '~/domain/profile/limits'
import { phoneIsVerified } from '~/domain/profile/rules'
import { announce } from '~/ui/announce/announcer'
import { Field } from '~/ui/form/field'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'
import type { LoadedProfile } from './profile.server'
import type { ProfileFormState } from './use-profile-form'

/**
 * Contact: the e-mail (read-only) and the mobile number with its badge. With JavaScript the badge
 * follows the typed number; Verify posts the whole form and the dialog opens in it (ADR 36).
 */
export function ContactFields({ form, profile }: { form: ProfileFormState; profile: LoadedProfile['profile'] }) {
  const hydrated = useHydrated()
  const profileLabels = useTexts('profileLabels')
  const profileLegends = useTexts('profileLegends')
  const profileScreen = useTexts('profileScreen')
  const { fields, value } = form
  const phone = fields.phoneNumber
  const [typedPhone, setTypedPhone] = useState(value('phoneNumber'))
  const verified = phoneIsVerified(profile, hydrated ? typedPhone : value('phoneNumber'))
  useAnnouncedChange(verified, verified ? profileScreen.verified : profileScreen.notVerified)
  return (
    <fieldset>
      <legend>{profileLegends.contact}</legend>
      <Field
        label={profileLabels.email}
        inputProps={{
          id: fields.email.id,
          name: 'email',
          type: 'email',
          defaultValue: profile.email,
          readOnly: true,
        }}
        errors={fields.email.errors}
      />
      <div className="field">
        <label htmlFor={phone.id}>{profileLabels.phoneNumber}</label>
        <div className="profile__phone">
          <span aria-hidden="true">{COUNTRY_CODE}</span>
          <input
            key={phone.key}
            id={phone.id}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            pattern="[0-9]*"
            required
            defaultValue={value('phoneNumber')}
            aria-invalid={phone.errors ? true : undefined}
            aria-describedby={`${phone.id}-status${phone.errors ? ` ${phone.id}-error` : ''}`}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS)
              event.currentTarget.value = digits
              setTypedPhone(digits)
            }}
          />
          {/* not live: the page opens with it (read with the field); a change as the patient types is announced */}
          <span id={`${phone.id}-status`}>
            {verified ? (
              <span className="status-badge status-badge--completed">{profileScreen.verified}</span>
            ) : (
              <span className="visually-hidden">{profileScreen.notVerified}</span>
            )}
          </span>
          {verified ? null : (
            <button type="submit" name="intent" value="verify" className="button" formNoValidate>
              {profileScreen.verify}
            </button>
          )}
        </div>
        {phone.errors ? (
          <p id={`${phone.id}-error`} className="field__error">
            {phone.errors.join('. ')}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}

/** Says the badge's new words when the typed number changes it, never when the form opens with it. */
function useAnnouncedChange(verified: boolean, words: string) {
  const before = useRef(verified)
  useEffect(() => {
    if (before.current !== verified) announce(words)
    before.current = verified
  }, [verified, words])
}
