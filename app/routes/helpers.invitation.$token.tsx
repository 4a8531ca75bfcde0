import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { yearSchema } from '~/areas/helpers/forms.server'
import { accept, decline, invitationFor } from '~/areas/helpers.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { rememberInvitation } from '~/areas/identity.server'
import { formatDate } from '~/domain/common/format'
import { yearConstraint } from '~/domain/helpers/limits'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { IntentForm } from '~/ui/form/intent-form'
import { usePendingIntent } from '~/ui/form/pending-intent'
import { inputProps, useServerForm, type FormReply } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { fill, plural, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { getPatient } from '~/utils/session/session.server'

export const meta = titleMeta

/** An invitation token as the services make them; anything else is no invitation and is never sent on. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The invitation a helper opens from the SMS or e-mail (docs/helpers.md#the-invitation). Opening it
 * changes nothing, since link scanners and chat previews open links first: signed out, the page
 * says to sign in or register and remembers where to come back (ADR 112); signed in, it shows whose
 * invitation it is (given name and initial), the relationship, what it allows and until when.
 * Accepting (with the patient's year of birth) and declining are posts.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, texts } = requestTexts(request)
  const page = { title: texts('invitationScreen').title, texts: textsFor(locale, 'invitationScreen', 'helpersScreen') }
  const token = params.token ?? ''
  if (!(await getPatient(request))) {
    const headers = TOKEN.test(token)
      ? { 'Set-Cookie': await rememberInvitation(request, new URL(request.url).pathname) }
      : undefined
    return json({ ...page, state: 'signed-out' as const, invitation: null }, { headers })
  }
  const helper = await requirePatient(request)
  const view = TOKEN.test(token) ? await invitationFor(helper, token) : null
  if (!view) return json({ ...page, state: 'ended' as const, invitation: null })
  const invitation = {
    name: view.patientShortName,
    relationship: view.relationship,
    scopes: view.scopes,
    until: formatDate(locale, new Date(view.endsAt), getTimeZone(request)),
  }
  return json({ ...page, state: view.state, invitation })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const helper = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const m = texts('invitationMessages')
  const self = new URL(request.url).pathname
  const token = params.token ?? ''
  const form = await readForm(request)
  if (!TOKEN.test(token)) return redirectWithAlert(request, self, { type: 'error', message: m.failed })
  if (form.get('intent') === 'decline') {
    if (!(await answered(() => decline(request, helper, token))))
      return redirectWithAlert(request, self, { type: 'error', message: m.failed })
    return redirectWithAlert(request, Path.dashboard, { type: 'info', message: m.declined })
  }
  const submission = parseWithZod(form, { schema: yearSchema(new Date().getUTCFullYear(), m.yearRequired) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const answer = await answered(() => accept(request, helper, token, submission.value.yearOfBirth))
  if (!answer) return redirectWithAlert(request, self, { type: 'error', message: m.failed })
  const outcome = answer.value
  if (outcome.outcome === 'wrong-year') {
    const message = plural(locale, m.wrongYear, outcome.triesLeft)
    return json(submission.reply({ fieldErrors: { yearOfBirth: [message] } }), { status: 400 })
  }
  if (outcome.outcome === 'ended') return redirectWithAlert(request, self, { type: 'error', message: m.endedByTries })
  const name = outcome.grant.patientShortName
  return redirectWithAlert(request, Path.dashboard, { type: 'success', message: fill(m.accepted, { name }) })
}

/** A post the services refused (an invitation used, ended or not theirs to answer): null, and the page shows it as it is now. */
async function answered<T>(post: () => Promise<T>): Promise<{ value: T } | null> {
  try {
    return { value: await post() }
  } catch (error) {
    if (error instanceof ServiceError && error.status >= 400 && error.status < 500) return null
    throw error
  }
}

export default function Invitation() {
  const { state, invitation } = useLoaderData<typeof loader>()
  const text = useTexts('invitationScreen')
  return (
    <div className="backdrop">
      <main id="main" className="consent" tabIndex={-1} aria-labelledby="invitation-title">
        <h1 id="invitation-title">{invitation ? fill(text.headingNamed, { name: invitation.name }) : text.heading}</h1>
        {state === 'signed-out' ? (
          <>
            <p>{text.signInFirst}</p>
            <p className="form-actions">
              <Link to={Path.signIn} className="button button--primary">
                {text.signIn}
              </Link>
              <Link to={Path.register} className="button">
                {text.register}
              </Link>
            </p>
          </>
        ) : state === 'open' && invitation ? (
          <Offer invitation={invitation} />
        ) : (
          <>
            <p>{state === 'used' ? text.used : text.ended}</p>
            <Link to={Path.dashboard}>{text.toAppointments}</Link>
          </>
        )}
      </main>
    </div>
  )
}

type Offered = { name: string; relationship: string; scopes: string[]; until: string }

/** What the invitation allows, the year-of-birth check and the two answers. */
function Offer({ invitation }: { invitation: Offered }) {
  const text = useTexts('invitationScreen')
  const access = useTexts('helpersScreen')
  const reply = useActionData<FormReply>()
  const sending = usePendingIntent('accept')
  const { name } = invitation
  const year = fill(text.year, { name })
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ yearOfBirth: string }>(
    'accept',
    reply,
    ['yearOfBirth'],
    yearConstraint,
    { yearOfBirth: year },
  )
  const relationship = text.relationships[invitation.relationship as keyof typeof text.relationships]
  return (
    <>
      <p>{fill(text.offer, { name, relationship })}</p>
      <h2>{text.mayHeading}</h2>
      <ul>
        {invitation.scopes.map((scope) => (
          <li key={scope}>{access.scopes[scope as keyof typeof access.scopes].label}</li>
        ))}
      </ul>
      <p>{fill(text.until, { date: invitation.until, name })}</p>
      <p>{text.ownSignIn}</p>
      <ErrorSummary id="accept-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <Field
          label={year}
          hint={text.yearHint}
          inputProps={{ ...inputProps(fields.yearOfBirth, 'text'), inputMode: 'numeric', autoComplete: 'off' }}
          errors={fields.yearOfBirth.errors}
        />
        <SubmitButton name="intent" value="accept" className="button button--primary" pending={sending}>
          {text.accept}
        </SubmitButton>
      </Form>
      <IntentForm intent="decline" className="button">
        {text.decline}
      </IntentForm>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
