import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { IntentForm } from '~/ui/form/intent-form'
import { SentCodeField } from '~/ui/form/sent-code-field'
import { inputProps, useServerForm, type FormReply } from '~/ui/form/server-form'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { RecoveryCodeList } from '~/ui/recovery-code-list'
import { fill, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { PasskeyAdd } from './passkey-add'
import { answerSecurity, loadSecurity } from './security.server'

export const meta = titleMeta

/**
 * Account security (docs/two-step.md, ADR 91): two-step sign-in turned on with a code to the
 * verified mobile, the recovery codes shown once, new codes, and turning it off. Plain forms; the
 * signed-in frame makes the page no-store, so codes shown once are not kept by the browser.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadSecurity(request)

export const action = ({ request, context }: ActionFunctionArgs) => answerSecurity(request, context.clientAddress)

export default function Security() {
  const view = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const text = useTexts('securityScreen')
  const step = useTexts('secondStepScreen')
  const reply = answer && 'error' in answer ? (answer as FormReply) : null
  const form = useServerForm<{ otp: string; password: string }>(
    'security',
    reply,
    ['otp', 'password'],
    {},
    { otp: step.code, password: text.password },
  )
  const codes = answer && 'codes' in answer ? answer : null
  const problems = form.formErrors.length + form.fieldErrors.length > 0
  return (
    <div className="page--narrow security">
      <h1>{text.heading}</h1>
      {codes ? <RecoveryCodeList codes={codes.codes} notice={codes.notice} /> : null}
      <p>{text.intro}</p>
      <p>{view.on ? fill(text.statusOn, { phone: view.phone ?? '' }) : text.statusOff}</p>
      <ErrorSummary id="security-errors" formErrors={form.formErrors} fieldErrors={form.fieldErrors} />
      {view.on ? null : (
        <section aria-labelledby="turn-on-title">
          <h2 id="turn-on-title">{text.turnOnHeading}</h2>
          {view.verifiedPhone ? null : (
            <p>
              {text.needVerified} <Link to={Path.profile}>{text.profileLink}</Link>
            </p>
          )}
          {view.codeSent ? (
            <>
              <p role="status">{fill(step.codeSent, { phone: view.codeSent })}</p>
              <Form method="post">
                <SentCodeField field={form.fields.otp} digits={view.digits} mayFocus={!problems} />
                <button type="submit" name="intent" value="mobile" className="button button--primary">
                  {step.verify}
                </button>
              </Form>
            </>
          ) : null}
          {view.verifiedPhone ? (
            <Form method="post">
              {view.codeSent ? null : (
                <Field
                  label={text.password}
                  hint={text.passwordHint}
                  inputProps={{ ...inputProps(form.fields.password, 'password'), autoComplete: 'current-password' }}
                  errors={form.fields.password.errors}
                />
              )}
              <button
                type="submit"
                name="intent"
                value="send"
                className={view.codeSent ? 'link-button' : 'button button--primary'}
              >
                {view.codeSent ? step.sendAgain : fill(step.sendCodeTo, { phone: view.verifiedPhone })}
              </button>
            </Form>
          ) : null}
        </section>
      )}
      {view.on ? (
        <>
          <section aria-labelledby="passkeys-title">
            <h2 id="passkeys-title">{text.passkeysHeading}</h2>
            <p>{text.passkeysIntro}</p>
            {view.passkeys.length ? (
              <ul className="passkeys">
                {view.passkeys.map((passkey) => (
                  <li key={passkey.id}>
                    <strong>{passkey.name}</strong>
                    <br />
                    {passkey.added} · {passkey.used}
                    <IntentForm
                      intent="remove-passkey"
                      on={{ name: 'passkey', value: passkey.id }}
                      className="link-button"
                    >
                      {fill(text.removePasskey, { name: passkey.name })}
                    </IntentForm>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{text.noPasskeys}</p>
            )}
            {view.passkeys.length ? <p>{text.removePasskeyHint}</p> : null}
            <PasskeyAdd />
          </section>
          <section aria-labelledby="codes-title">
            <h2 id="codes-title">{text.codesHeading}</h2>
            <p>{view.codesLeft}</p>
            <p>{text.newCodesHint}</p>
            <IntentForm intent="new-codes" className="button">
              {text.newCodes}
            </IntentForm>
          </section>
          <section aria-labelledby="turn-off-title">
            <h2 id="turn-off-title">{text.turnOffHeading}</h2>
            {view.required ? (
              <p>{text.required}</p>
            ) : (
              <>
                <p>{text.turnOffHint}</p>
                <IntentForm intent="turn-off" className="button button--danger">
                  {text.turnOff}
                </IntentForm>
              </>
            )}
          </section>
        </>
      ) : null}
      <p>
        <Link to={Path.devices}>{text.devicesLink}</Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
