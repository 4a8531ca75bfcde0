import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { consentOnce, consultationIdFrom, readGuest, writeGuest } from '~/areas/guest-call.server'
import { CONSENT_NAME_MAX, RELATIONSHIPS } from '~/domain/common/consent'
import { GUEST_AGE_MAX_LENGTH } from '~/domain/video-call/call'
import { guestConsentSchema } from '~/domain/video-call/schemas'
import { getExternalConsentMessage, sendExternalConsent } from '~/services/consultation.server'
import videoStyles from '~/styles/video.css'
import { ConsentMessage } from '~/ui/consent-message'
import { CheckboxField } from '~/ui/form/checkbox-field'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { SelectField } from '~/ui/form/select-field'
import { checkboxProps, inputProps, selectProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { useHydrated } from '~/ui/use-hydrated'
import { optional } from '~/utils/calls/optional-call.server'
import { fill, useTexts, type English } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'

export const meta = titleMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

/**
 * The guest's consent (docs/rules/guest-call.md#screens): name, age, relationship, the consultation's
 * consent message (through its administrator), the two consent texts as pop-ups, and AGREE
 * AND CONTINUE once the box is ticked. Only a verified guest gets here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (!guest) throw redirect(`${Path.guest}?id=${id}`)
  if (guest.consented) throw redirect(`${Path.guestCall}?id=${id}`)
  const consent = await optional(getExternalConsentMessage(id, scopeOf(request)))
  const { locale, texts } = requestTexts(request)
  return json({
    id,
    name: guest.name,
    consent,
    title: texts('pageTitles').guestConsent,
    texts: textsFor(
      locale,
      'guestMessages',
      'relationshipLabels',
      'platformConsent',
      'providerConsent',
      'consentMessages',
    ),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (!guest) throw redirect(`${Path.guest}?id=${id}`)
  const text = requestTexts(request).texts('guestMessages')
  const submission = parseWithZod(await readForm(request), { schema: guestConsentSchema(text) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  // a second consent on one code (the verified guest's cookie in another browser) is refused
  if (!(await consentOnce(guest))) return json(submission.reply({ formErrors: [text.codeUsed] }), { status: 409 })
  const { name, age, relation } = submission.value
  // docs/rules/guest-call.md#errors: a failed consent submit is only logged (the join then says what is wrong)
  await optional(sendExternalConsent(id, { name, relation, age, consentStatus: 'GIVEN' }, scopeOf(request)))
  const cookie = await writeGuest(request, { ...guest, consented: true })
  return redirect(`${Path.guestCall}?id=${id}`, { headers: { 'Set-Cookie': cookie } })
}

export default function GuestConsent() {
  const { name, consent } = useLoaderData<typeof loader>()
  const text = useTexts('guestMessages')
  const relationships = useTexts('relationshipLabels')
  const platformConsent = useTexts('platformConsent')
  const providerConsent = useTexts('providerConsent')
  const lastResult = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const hydrated = useHydrated()
  const [agreed, setAgreed] = useState(false)
  const [ageEmptied, setAgeEmptied] = useState(false)
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    name: string
    age: string
    relation: string
    agree: string
  }>(
    'guest-consent',
    lastResult,
    ['name', 'age', 'relation', 'agree'],
    {
      name: { required: true, maxLength: CONSENT_NAME_MAX + 1 },
      age: { required: true, maxLength: GUEST_AGE_MAX_LENGTH },
      relation: { required: true },
    },
    { name: text.name, age: text.age, relation: text.relationship },
  )
  return (
    <main id="main" className="guest-call" tabIndex={-1}>
      <LanguageSwitch />
      <div className="consent__head">
        <h1>{text.consentTitle}</h1>
        <a href={Path.signIn} className="button">
          {text.leaveConsent}
        </a>
      </div>
      <ErrorSummary id="guest-consent-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <Field
          label={text.name}
          inputProps={{ ...inputProps(fields.name, 'text'), defaultValue: fields.name.defaultValue ?? name }}
          errors={fields.name.errors}
        />
        <Field
          label={text.age}
          inputProps={{
            ...inputProps(fields.age, 'text'),
            inputMode: 'numeric',
            onChange: (e) => setAgeEmptied(e.currentTarget.value === ''),
          }}
          errors={fields.age.errors ?? (ageEmptied ? [text.ageEmptied] : undefined)}
        />
        <SelectField
          label={text.relationship}
          selectProps={selectProps(fields.relation)}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: relationships[r] }))}
          errors={fields.relation.errors}
        />
        <ConsentMessage consent={consent} label={text.consentMessages} />
        <CheckboxField
          label={fill(text.agreeToConsents, { platform: text.platformConsent, provider: text.providerConsent })}
          inputProps={{ ...checkboxProps(fields.agree), onChange: (e) => setAgreed(e.currentTarget.checked) }}
          errors={fields.agree.errors}
        />
        <div className="consent-popups">
          <button type="button" className="link-button" popovertarget="platform-consent">
            {text.platformConsent}
          </button>
          <button type="button" className="link-button" popovertarget="provider-consent">
            {text.providerConsent}
          </button>
        </div>
        <SubmitButton
          className="button button--primary button--block"
          pending={sending}
          // without JavaScript the button stays usable and the server refuses an unticked box
          disabled={hydrated && !agreed}
        >
          {sending ? text.loading : text.agree}
        </SubmitButton>
      </Form>
      <ConsentPopup id="platform-consent" consent={platformConsent} close={text.close} />
      <ConsentPopup id="provider-consent" consent={providerConsent} close={text.close} />
    </main>
  )
}

/** A long consent text as a popover (the browser opens and closes it, with or without JavaScript). */
function ConsentPopup({
  id,
  consent,
  close,
}: {
  id: string
  consent: English['platformConsent' | 'providerConsent']
  close: string
}) {
  return (
    <div id={id} popover="auto" className="consent-popup" role="dialog" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{consent.title}</h2>
      {consent.sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          <p>{s.body}</p>
        </section>
      ))}
      <button type="button" className="button" popovertarget={id}>
        {close}
      </button>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
