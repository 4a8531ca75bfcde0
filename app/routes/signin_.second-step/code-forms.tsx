import { CheckboxField } from '~/ui/form/checkbox-field'
import { Form } from '~/ui/form/csrf-field'
import { Field } from '~/ui/form/field'
import { SentCodeField } from '~/ui/form/sent-code-field'
import { inputProps, type ServerField } from '~/ui/form/server-form'
import { fill, useTexts } from '~/utils/language/texts'

export type CodeFields = { otp: string; recoveryCode: string }

type View = {
  kind: 'second-step' | 'set-up' | 'confirm'
  phone: string | null
  codeSent: string | null
  digits: number
  recovery: boolean
  remember: boolean
}

/**
 * The second step's forms: send a code to the mobile, type it in, or use a recovery code. The
 * "remember this device" box is off unless the patient ticks it, with its warning beside it.
 */
export function CodeForms({
  view,
  fields,
  mayFocus,
}: {
  view: View
  fields: Record<keyof CodeFields, ServerField>
  /** whether the code's field may take the focus: not while the page shows errors */
  mayFocus: boolean
}) {
  const text = useTexts('secondStepScreen')
  const remember = (id: string) =>
    view.remember ? (
      <>
        <CheckboxField label={text.remember} inputProps={{ id, name: 'remember', type: 'checkbox' }} />
        <p className="field__hint">{text.rememberHint}</p>
      </>
    ) : null
  const sendLabel = view.codeSent ? text.sendAgain : fill(text.sendCodeTo, { phone: view.phone ?? '' })
  return (
    <>
      {view.codeSent ? <p role="status">{fill(text.codeSent, { phone: view.codeSent })}</p> : null}
      {view.codeSent ? (
        <Form method="post">
          <SentCodeField field={fields.otp} digits={view.digits} mayFocus={mayFocus} />
          {remember('remember-mobile')}
          <button type="submit" name="intent" value="mobile" className="button button--primary button--block">
            {text.verify}
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="send"
          className={view.codeSent ? 'link-button' : 'button button--primary button--block'}
        >
          {sendLabel}
        </button>
      </Form>
      {view.recovery ? (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">{text.recoveryHeading}</h2>
          <p>{text.recoveryIntro}</p>
          <Form method="post">
            <Field
              label={text.recoveryCode}
              hint={text.recoveryHint}
              inputProps={{
                ...inputProps(fields.recoveryCode, 'text'),
                autoComplete: 'off',
                autoCapitalize: 'none',
                spellCheck: false,
              }}
              errors={fields.recoveryCode.errors}
            />
            {remember('remember-recovery')}
            <button type="submit" name="intent" value="recovery" className="button button--block">
              {text.useRecovery}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  )
}
