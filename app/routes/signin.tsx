import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { readClaims } from '~/domain/claims'
import { DASHBOARD_PATH, landingFor } from '~/domain/guard'
import { loginErrorMessage } from '~/domain/login-error'
import { signInConstraint } from '~/domain/sign-in-limits'
import { signInSchema } from '~/domain/sign-in-schema'
import type { z } from 'zod'
import { messages } from '~/messages'
import { login } from '~/services/patient.server'
import { ServiceError } from '~/services/service-error'
import { getPatient, startSession } from '~/session.server'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'

export const meta: MetaFunction = () => [{ title: 'Sign in | Patient Portal' }]

/** Someone already signed in goes straight on (spec 1 section 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getPatient(request)) throw redirect(DASHBOARD_PATH)
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signInSchema })
  // A failed attempt gives the password back to nobody: the field starts empty again.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ['password'] })

  if (context.rateLimit?.limited) {
    return json(reply([messages.signIn.tooManyAttempts(context.rateLimit.retryAfterSeconds)]), { status: 429 })
  }
  if (submission.status !== 'success') return json(reply(), { status: 400 })

  let token: string
  try {
    token = await login(submission.value)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json(reply([loginErrorMessage({ status: error.status, serverText: error.serverText })]), { status: 400 })
  }
  const claims = readClaims(token)
  if (!claims) return json(reply([messages.signIn.problem]), { status: 400 })
  return redirect(landingFor(claims), { headers: { 'Set-Cookie': await startSession(request, token) } })
}

export default function SignIn() {
  const lastResult = useActionData<typeof action>()
  const signingIn = useNavigation().state === 'submitting'
  const [form, fields] = useForm<z.input<typeof signInSchema>>({
    id: 'sign-in',
    lastResult,
    // Validation is the action's: zod stays off the page to keep it light (ADR 7).
    constraint: signInConstraint,
  })
  const fieldErrors = [fields.username, fields.password].flatMap((f) =>
    f.errors?.length ? [{ fieldId: f.id, message: f.errors.join('. ') }] : [],
  )

  return (
    <main id="main" className="sign-in" tabIndex={-1}>
      <div className="sign-in__card">
        <img src="/logo.svg" alt="" width="160" height="32" />
        <h1>Sign in</h1>
        <ErrorSummary id="sign-in-errors" formErrors={form.errors} fieldErrors={fieldErrors} />
        <Form method="post" {...getFormProps(form)}>
          <Field
            label="Username"
            inputProps={{
              ...getInputProps(fields.username, { type: 'text' }),
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
            }}
            errors={fields.username.errors}
          />
          <Field
            label="Password"
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.password.errors}
          />
          <button type="submit" className="button button--primary button--block" disabled={signingIn}>
            {signingIn ? 'Signing in...' : 'LOGIN'}
          </button>
        </Form>
      </div>
    </main>
  )
}
