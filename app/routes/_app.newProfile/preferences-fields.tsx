import { profilePageMessages as page } from '~/messages/profile/page'
import type { LoadedProfile } from './profile.server'
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
  return (
    <fieldset>
      <legend>{page.legends.preferences}</legend>
      <fieldset className="checkbox-group">
        <legend>{page.labels.modes}</legend>
        {modes.physical ? (
          <label className="checkbox">
            <input type="checkbox" name="physical" defaultChecked={form.physical} key={`physical-${answer}`} />{' '}
            {page.modes.physical}
          </label>
        ) : null}
        {modes.online ? (
          <label className="checkbox">
            <input type="checkbox" name="online" defaultChecked={form.online} key={`online-${answer}`} />{' '}
            {page.modes.online}
          </label>
        ) : null}
      </fieldset>
      <fieldset className="checkbox-group">
        <legend>{page.legends.languages}</legend>
        {languages.map((name) => (
          <label key={`${name}-${answer}`} className="checkbox">
            <input type="checkbox" name="languages" value={name} defaultChecked={form.languages.includes(name)} />{' '}
            {name}
          </label>
        ))}
      </fieldset>
    </fieldset>
  )
}
