import { useRef } from 'react'
import { OTP_DIGITS } from '~/domain/profile/limits'
import { Countdown } from '~/ui/countdown'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { fill, useTexts } from '~/utils/language/texts'

/**
 * The mobile verification dialog (docs/rules/profile.md#screens), rendered INSIDE the profile form: its buttons
 * post the whole form with their intent, so what the patient typed elsewhere stays (ADR 36).
 * Being first in the form, VERIFY is also what Enter in the code field presses. VERIFY makes the number the
 * verified mobile, so it asks for the password again unless a second step was just passed (ADR 97).
 */
export function VerifyMobileDialog({
  phone,
  sent,
  until,
  now,
  passwordAsked,
  error,
  passwordError,
}: {
  phone: string
  sent: number
  until: number
  now: number
  passwordAsked: boolean
  error: string | null
  passwordError: string | null
}) {
  const close = useRef<HTMLButtonElement>(null)
  const text = useTexts('profileMessages')
  const profileScreen = useTexts('profileScreen')
  return (
    <RouteDialog titleId="verify-title" describedBy="verify-text" onClose={() => close.current?.click()}>
      <h2 id="verify-title">{profileScreen.verifyTitle}</h2>
      <p id="verify-text">{fill(text.otpSentTo, { phone })}</p>
      <ErrorSummary
        id="verify-errors"
        fieldErrors={[
          ...(error ? [{ fieldId: 'otp', message: error }] : []),
          ...(passwordError ? [{ fieldId: 'verify-password', message: passwordError }] : []),
        ]}
      />
      <input type="hidden" name="otpSent" value={sent} />
      <div className="field">
        <label htmlFor="otp">{profileScreen.otpLabel}</label>
        <input
          id="otp"
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_DIGITS}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'otp-error' : undefined}
        />
        {error ? (
          <p id="otp-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      {passwordAsked ? (
        <Field
          label={profileScreen.passwordLabel}
          hint={profileScreen.passwordHint}
          inputProps={{
            // new with each answer, so a password typed before is never kept in the field
            key: String(now),
            id: 'verify-password',
            name: 'password',
            type: 'password',
            autoComplete: 'current-password',
          }}
          errors={passwordError ? [passwordError] : undefined}
        />
      ) : null}
      <div className="dialog-actions">
        <button type="submit" name="intent" value="check-otp" className="button button--primary" formNoValidate>
          {profileScreen.verifyButton}
        </button>
      </div>
      <Countdown
        until={until}
        serverNow={now}
        label={profileScreen.countdown}
        done={
          <p className="resend">
            <button type="submit" name="intent" value="resend-otp" className="link-button" formNoValidate>
              {profileScreen.resend}
            </button>
          </p>
        }
      />
      <p>
        <button ref={close} type="submit" name="intent" value="keep" className="link-button" formNoValidate>
          {profileScreen.wrongNumber}
        </button>
      </p>
    </RouteDialog>
  )
}
