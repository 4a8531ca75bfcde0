import { parseWithZod } from '@conform-to/zod'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GUEST_CODE_LENGTH, GUEST_NAME_MAX } from '~/domain/video-call/call'
import { guestVerifySchema } from '~/domain/video-call/schemas'
import { consultationIdFrom, guestCodeHash, guestCodeSpent, readGuest, writeGuest } from '~/flows/guest-call.server'
import { pageTitles } from '~/messages/common/page-titles'
import { videoMessages } from '~/messages/video-call'
import { verifyGuestCode } from '~/services/consultation.server'
import videoStyles from '~/styles/video.css'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { Form } from '~/ui/form'
import { RouteDialog } from '~/ui/route-dialog'
import { inputProps, useServerForm } from '~/ui/server-form'
import { limits } from '~/utils/limits.server'
import { Path } from '~/utils/paths'
import { failures } from '~/utils/rate-limit.server'
import { ServiceError } from '~/utils/service-error'

export const meta: MetaFunction = () => [{ title: pageTitles.guest }]
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

const text = videoMessages.guest

/**
 * The guest caretaker's first step (spec 3 screen 11): Full Name and the six-digit code from
 * the invitation. A verified guest goes on to the consent; the code checks are rate-limited
 * per client address (server/route-limits.ts) and counted per consultation here, and a code is
 * spent once its guest has consented.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (guest) throw redirect(guest.consented ? `${Path.guestCall}?id=${id}` : `${Path.guestConsent}?id=${id}`)
  return json({ id })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const id = consultationIdFrom(request)
  const submission = parseWithZod(await request.formData(), { schema: guestVerifySchema })
  if (context.rateLimit?.limited) {
    return json(
      { reply: submission.reply(), refusal: text.tooMany(context.rateLimit.retryAfterSeconds) },
      { status: 429 },
    )
  }
  if (submission.status !== 'success') return json({ reply: submission.reply(), refusal: null }, { status: 400 })
  const refuse = (refusal: string, status = 400) =>
    json({ reply: submission.reply({ hideFields: ['code'] }), refusal }, { status })
  const { code, name } = submission.value
  // the portal's own count per consultation, whatever the services lock (issue 19)
  const tries = failures(limits().guestCodeFailuresPerConsultation, String(id))
  const wait = await tries.blockedFor()
  if (wait > 0) return refuse(text.tooMany(wait), 429)
  if (await guestCodeSpent(id, code)) {
    await tries.fail()
    return refuse(text.codeUsed)
  }
  try {
    await verifyGuestCode(id, code)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status >= 400 && error.status < 500) await tries.fail()
    // spec 3 section 8: the server's errorMessage, in a dialog
    return refuse(error.status === 404 ? text.notFound : (error.serverText ?? videoMessages.connection.unreachable))
  }
  const guest = { consultationId: id, name, consented: false, codeHash: guestCodeHash(id, code) }
  const cookie = await writeGuest(request, guest)
  return redirect(`${Path.guestConsent}?id=${id}`, { headers: { 'Set-Cookie': cookie } })
}

export default function GuestVerify() {
  const { id } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ name: string; code: string }>(
    'guest-verify',
    result?.reply,
    ['name', 'code'],
    {
      name: { required: true, minLength: 2, maxLength: GUEST_NAME_MAX },
      code: { required: true, maxLength: GUEST_CODE_LENGTH, pattern: '[0-9]{6}' },
    },
  )
  return (
    <main id="main" className="guest-call" tabIndex={-1}>
      <h1>{text.verifyTitle}</h1>
      <p>{text.title}</p>
      <ErrorSummary id="guest-verify-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <Field
          label={text.fullName}
          inputProps={{ ...inputProps(fields.name, 'text'), autoComplete: 'name' }}
          errors={fields.name.errors}
        />
        <Field
          label={text.code}
          hint={text.codeHint}
          inputProps={{ ...inputProps(fields.code, 'text'), inputMode: 'numeric', autoComplete: 'one-time-code' }}
          errors={fields.code.errors}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? text.loading : text.verify}
        </button>
      </Form>
      {result?.refusal ? (
        <RouteDialog titleId="guest-refusal-title" describedBy="guest-refusal-text" closeTo={`${Path.guest}?id=${id}`}>
          <h2 id="guest-refusal-title">
            <span aria-hidden="true">⚠ </span>
            {text.failedTitle}
          </h2>
          <p id="guest-refusal-text">{result.refusal}</p>
          <a href={`${Path.guest}?id=${id}`} className="button">
            {text.close}
          </a>
        </RouteDialog>
      ) : null}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
