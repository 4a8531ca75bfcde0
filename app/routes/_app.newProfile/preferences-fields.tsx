import { useTexts } from '~/utils/language/texts'
import type { LoadedProfile } from './profile.server'
import { useServicesLang } from './services-lang'
import type { ProfileFormState } from './use-profile-form'

/**
 * Preferences: the consultation modes the hospital offers and the languages. The checkboxes are
 * keyed by the state field's key, so a new answer of the action ticks them as it says.
 */
export function PreferencesFields({
  form,
  modes,
  languages,
}: {
  form: ProfileFormState
  modes: LoadedProfile['modes']
  languages: string[]
}) {
  const answer = form.fields.state.key
  const profileLabels = useTexts('profileLabels')
  const profileLegends = useTexts('profileLegends')
  const profileScreen = useTexts('profileScreen')
  const servicesLang = useServicesLang()
  return (
    <fieldset>
      <legend>{profileLegends.preferences}</legend>
      <fieldset className="checkbox-group">
        <legend>{profileLabels.modes}</legend>
        {modes.physical ? (
          <label className="checkbox">
            <input type="checkbox" name="physical" defaultChecked={form.physical} key={`physical-${answer}`} />{' '}
            {profileScreen.physical}
          </label>
        ) : null}
        {modes.online ? (
          <label className="checkbox">
            <input type="checkbox" name="online" defaultChecked={form.online} key={`online-${answer}`} />{' '}
            {profileScreen.online}
          </label>
        ) : null}
      </fieldset>
      <fieldset className="checkbox-group">
        <legend>{profileLegends.languages}</legend>
        {languages.map((name) => (
          <label key={`${name}-${answer}`} className="checkbox" lang={servicesLang}>
            <input type="checkbox" name="languages" value={name} defaultChecked={form.languages.includes(name)} />{' '}
            {name}
          </label>
        ))}
      </fieldset>
    </fieldset>
  )
}
