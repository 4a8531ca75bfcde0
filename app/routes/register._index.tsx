import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { registrationCookie } from '~/areas/identity.server'
import { GENDERS } from '~/domain/common/genders'
import { HONEYPOT_FIELD, registerConstraint } from '~/domain/identity/limits'
import { hospitalIdFromUrl } from '~/domain/identity/register-url'
import { registerSchema } from '~/domain/identity/schemas'
import { Fill } from '~/ui/fill'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { Honeypot } from '~/ui/form/honeypot'
import { SelectField } from '~/ui/form/select-field'
import { inputProps, selectProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { getTimeZone } from '~/utils/request/time-zone.server'

export const meta = titleMeta

const GENDER_LABELS = { MALE: 'male', FEMALE: 'female', OTHERS: 'others' } as const satisfies Record<
  (typeof GENDERS)[number],
  string
>

function todayFor(request: Request) {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: getTimeZone(request) }).format(new Date())
}

/** Self-registration (docs/rules/identity.md#screens, docs/rules/identity.md#states and docs/rules/identity.md#validation): basic info and contact, then the consent step. */
export async function loader({ request }: LoaderFunctionArgs) {
  const hospitalId = hospitalIdFromUrl(request.url)
  const pending = await registrationCookie.read(request)
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').register,
    texts: textsFor(locale, 'registerScreen'),
    // the page cannot register anyone without a hospital: it says so instead of showing the form
    problem: hospitalId ? null : textsOf(locale, 'identityMessages').register.hospitalMissing,
    hospitalId,
    today: todayFor(request),
    // coming back from the consent step: the form is filled in again
    values: pending && pending.hospitalId === hospitalId ? pending.values : null,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const hospitalId = hospitalIdFromUrl(request.url)
  const formData = await readForm(request)
  const { texts } = requestTexts(request)
  const m = texts('identityMessages')
  const submission = parseWithZod(formData, { schema: registerSchema(todayFor(request), m) })
  if (!hospitalId) return json(submission.reply({ formErrors: [m.register.hospitalMissing] }), { status: 400 })
  if (formData.get(HONEYPOT_FIELD))
    return json(submission.reply({ formErrors: [texts('signInMessages').problem] }), { status: 400 })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const cookie = await registrationCookie.write(request, { hospitalId, values: submission.value })
  return redirect(`${Path.registerConsent}?hospitalId=${hospitalId}`, { headers: { 'Set-Cookie': cookie } })
}

export default function Register() {
  const { hospitalId, today, problem } = useLoaderData<typeof loader>()
  const screen = useTexts('registerScreen')
  const lastResult = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    firstName: string
    lastName: string
    dateOfBirth: string
    gender: string
    email: string
    phoneNumber: string
  }>(
    'register',
    lastResult,
    ['firstName', 'lastName', 'dateOfBirth', 'gender', 'email', 'phoneNumber'],
    registerConstraint,
    {
      firstName: screen.firstName,
      lastName: screen.lastName,
      dateOfBirth: screen.dateOfBirth,
      gender: screen.gender,
      email: screen.email,
      phoneNumber: screen.mobileNumber,
    },
  )

  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <LanguageSwitch />
      <h1>{screen.registerTitle}</h1>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <ErrorSummary id="register-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      {hospitalId ? (
        <Form method="post" {...formProps}>
          <fieldset className="card">
            <legend>{screen.basicInfo}</legend>
            <Field
              label={screen.firstName}
              inputProps={{ ...inputProps(fields.firstName, 'text'), autoComplete: 'given-name' }}
              errors={fields.firstName.errors}
            />
            <Field
              label={screen.lastName}
              inputProps={{ ...inputProps(fields.lastName, 'text'), autoComplete: 'family-name' }}
              errors={fields.lastName.errors}
            />
            <Field
              label={screen.dateOfBirth}
              inputProps={{ ...inputProps(fields.dateOfBirth, 'date'), max: today, autoComplete: 'bday' }}
              errors={fields.dateOfBirth.errors}
            />
            <SelectField
              label={screen.gender}
              selectProps={selectProps(fields.gender)}
              options={GENDERS.map((g) => ({ value: g, label: screen[GENDER_LABELS[g]] }))}
              errors={fields.gender.errors}
            />
          </fieldset>
          <fieldset className="card">
            <legend>{screen.contact}</legend>
            <Field
              label={screen.email}
              inputProps={{
                ...inputProps(fields.email, 'email'),
                autoComplete: 'email',
                autoCapitalize: 'none',
                spellCheck: false,
              }}
              errors={fields.email.errors}
            />
            <Field
              label={screen.mobileNumber}
              hint={screen.mobileHint}
              inputProps={{
                ...inputProps(fields.phoneNumber, 'tel'),
                inputMode: 'numeric',
                autoComplete: 'tel-national',
              }}
              errors={fields.phoneNumber.errors}
            />
          </fieldset>
          <Honeypot />
          <SubmitButton className="button button--primary" pending={sending}>
            {sending ? screen.checking : screen.registerButton}
          </SubmitButton>
        </Form>
      ) : null}
      <p>
        <Fill text={screen.alreadyRegistered} values={{ signIn: <Link to={Path.signIn}>{screen.signInLink}</Link> }} />
      </p>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
