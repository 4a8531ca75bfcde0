import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordGuestActivity } from '~/areas/activity.server'
import {
  consultationIdFrom,
  guestCodeHash,
  guestCodeSpent,
  guestLinkPath,
  linkKeyFrom,
  linkOpens,
  readGuest,
  spendGuestCode,
  writeGuest,
} from '~/areas/guest-call.server'
import { GUEST_CODE_LENGTH, GUEST_NAME_MAX } from '~/domain/video-call/call'
import { guestVerifySchema } from '~/domain/video-call/schemas'
import { verifyGuestCode } from '~/services/consultation.server'
import videoStyles from '~/styles/video.css'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { ServiceError } from '~/utils/calls/service-error'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'
import { limits } from '~/utils/session/limits.server'
import { attempt } from '~/utils/session/rate-limit.server'

export const meta = titleMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

/**
 * The guest caretaker's first step (docs/rules/guest-call.md#screens): Full Name and the six-digit code from
 * the invitation. A verified guest goes on to the consent; the code checks are rate-limited
 * per client address (server/route-limits.ts) and counted per consultation and address here, and
 * a code is spent at its first successful verification (ADR 74).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (guest) throw redirect(guest.consented ? `${Path.guestCall}?id=${id}` : `${Path.guestConsent}?id=${id}`)
  const { locale, texts } = requestTexts(request)
  const self = guestLinkPath(id, linkKeyFrom(request))
  return json({ self, title: texts('pageTitles').guest, texts: textsFor(locale, 'guestMessages') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const id = consultationIdFrom(request)
  const { texts } = requestTexts(request)
  const text = texts('guestMessages')
  const submission = parseWithZod(await readForm(request), { schema: guestVerifySchema(text) })
  if (context.rateLimit?.limited) {
    const refusal = fill(text.tooMany, { seconds: context.rateLimit.retryAfterSeconds })
    return json({ reply: submission.reply(), refusal, refusalLang: null }, { status: 429 })
  }
  if (submission.status !== 'success')
    return json({ reply: submission.reply(), refusal: null, refusalLang: null }, { status: 400 })
  /** `lang`: a text of the hospital's services, in their language (English) whatever the page's. */
  const refuse = (refusal: string, status = 400, lang: 'en' | null = null) =>
    json({ reply: submission.reply({ hideFields: ['code'] }), refusal, refusalLang: lang }, { status })
  const { code, name } = submission.value
  // a link without the invitation's key reaches neither the counts nor the services' lock
  if (!(await linkOpens(id, linkKeyFrom(request)))) return refuse(text.notFound)
  // the portal's own counts, whatever the services lock, raised before the services are asked
  // (ADR 74): per consultation and address, then a higher ceiling per consultation
  const byAddress = await attempt(limits().guestCodeFailuresPerAddress, `${id}|${context.clientAddress}`)
  if (byAddress.limited) return refuse(fill(text.tooMany, { seconds: byAddress.retryAfterSeconds }), 429)
  const byConsultation = await attempt(limits().guestCodeFailuresPerConsultation, String(id))
  if (byConsultation.limited) {
    await byAddress.giveBack()
    return refuse(fill(text.tooMany, { seconds: byConsultation.retryAfterSeconds }), 429)
  }
  if (await guestCodeSpent(id, code)) return refuse(text.codeUsed)
  try {
    await verifyGuestCode(id, code, scopeOf(request))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // the server's errorMessage (docs/rules/guest-call.md#errors), in a dialog
    if (error.status === 404) return refuse(text.notFound)
    if (error.serverText) return refuse(error.serverText, 400, 'en')
    return refuse(texts('callMessages').connection.unreachable)
  }
  // the first to verify spends the code; anyone verifying at the same moment is refused
  if (!(await spendGuestCode(id, code))) return refuse(text.codeUsed)
  await Promise.all([byAddress.giveBack(), byConsultation.giveBack()])
  const guest = { consultationId: id, name, consented: false, codeHash: guestCodeHash(id, code) }
  const cookie = await writeGuest(request, guest)
  await recordGuestActivity(id, 'guestVerified', request)
  return redirect(`${Path.guestConsent}?id=${id}`, { headers: { 'Set-Cookie': cookie } })
}

export default function GuestVerify() {
  const { self } = useLoaderData<typeof loader>()
  const text = useTexts('guestMessages')
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
    { name: text.fullName, code: text.code },
  )
  return (
    <main id="main" className="guest-call" tabIndex={-1}>
      <LanguageSwitch />
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
        <SubmitButton className="button button--primary" pending={sending}>
          {sending ? text.loading : text.verify}
        </SubmitButton>
      </Form>
      {result?.refusal ? (
        <RouteDialog titleId="guest-refusal-title" describedBy="guest-refusal-text" closeTo={self}>
          <h2 id="guest-refusal-title">
            <span aria-hidden="true">⚠ </span>
            {text.failedTitle}
          </h2>
          <p id="guest-refusal-text" lang={result.refusalLang ?? undefined}>
            {result.refusal}
          </p>
          <a href={self} className="button">
            {text.close}
          </a>
        </RouteDialog>
      ) : null}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
