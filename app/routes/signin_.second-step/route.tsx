import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ErrorSummary } from '~/ui/form/error-summary'
import { useServerForm, type FormReply } from '~/ui/form/server-form'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LogoutButton } from '~/ui/frame/logout-button'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { RecoveryCodeList } from '~/ui/recovery-code-list'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { CodeForms, type CodeFields } from './code-forms'
import { PasskeyButton } from './passkey-button'
import { answerStep, stepView } from './step.server'

export const meta = titleMeta

/**
 * The second sign-in step (docs/two-step.md, ADR 91), in the signed-out layout: a code sent to the
 * mobile on request, or a recovery code; for a patient the hospital requires it of, setting the
 * mobile code up; for a signed-in patient, confirming it is them again. Plain forms, no script needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const view = await stepView(request)
  const { locale, texts } = requestTexts(request)
  return json({
    ...view,
    title: texts('secondStepScreen').title,
    texts: textsFor(locale, 'secondStepScreen', 'twoStepMessages'),
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  return answerStep(request, context.clientAddress)
}

export default function SecondStep() {
  const view = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const text = useTexts('secondStepScreen')
  const reply = answer && 'error' in answer ? (answer as FormReply) : null
  const form = useServerForm<CodeFields>(
    'second-step',
    reply,
    ['otp', 'recoveryCode'],
    {},
    {
      otp: text.code,
      recoveryCode: text.recoveryCode,
    },
  )
  const heading = { 'second-step': text.heading, 'set-up': text.setUpHeading, confirm: text.confirmHeading }[view.kind]

  if (answer && 'codes' in answer) {
    return (
      <main id="main" className="sign-in" tabIndex={-1}>
        <div className="sign-in__card">
          <h1>{heading}</h1>
          <RecoveryCodeList codes={answer.codes} notice={answer.notice} />
          <Link to={answer.next} className="button button--primary button--block" reloadDocument>
            {text.continue}
          </Link>
        </div>
      </main>
    )
  }
  const intro =
    view.kind === 'set-up'
      ? text.setUpIntro
      : fill(view.kind === 'confirm' ? text.confirmIntro : text.intro, { phone: view.phone ?? '' })
  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <h1>{heading}</h1>
        <p>{intro}</p>
        <ErrorSummary id="second-step-errors" formErrors={form.formErrors} fieldErrors={form.fieldErrors} />
        {view.passkey ? <PasskeyButton remember={view.remember} /> : null}
        <CodeForms view={view} fields={form.fields} mayFocus={form.formErrors.length + form.fieldErrors.length === 0} />
        <section aria-labelledby="lost-title">
          <h2 id="lost-title">{text.lostHeading}</h2>
          <p>{view.helpText}</p>
        </section>
        {view.kind === 'confirm' ? (
          <p>
            <Link to={Path.security}>{text.backToSecurity}</Link>
          </p>
        ) : (
          <LogoutButton>{text.signOut}</LogoutButton>
        )}
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
