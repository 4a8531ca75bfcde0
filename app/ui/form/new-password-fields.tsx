import { useTexts } from '~/utils/language/texts'
import { Field } from './field'
import { inputProps, type ServerField } from './server-form'

/**
 * The new password and its confirmation, as the password change and the recovery ask for them: the
 * rules as the first field's hint, both typed as new passwords (password managers offer one).
 */
export function NewPasswordFields({ password, confirmation }: { password: ServerField; confirmation: ServerField }) {
  const screen = useTexts('passwordForm')
  return (
    <>
      <Field
        label={screen.newPassword}
        hint={screen.rulesHint}
        inputProps={{ ...inputProps(password, 'password'), autoComplete: 'new-password' }}
        errors={password.errors}
      />
      <Field
        label={screen.confirmPassword}
        inputProps={{ ...inputProps(confirmation, 'password'), autoComplete: 'new-password' }}
        errors={confirmation.errors}
      />
    </>
  )
}
