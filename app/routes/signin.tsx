import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type SerializeFrom } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordFailedSignIn } from '~/areas/activity.server'
import { passwordAccepted } from '~/areas/identity/password-accepted.server'
import { landingAfterSignIn, signInAttempt } from '~/areas/identity.server'
import { readClaims } from '~/domain/identity/claims'
import { loginErrorText } from '~/domain/identity/login-error'
import { signInConstraint } from '~/domain/identity/sign-in-limits'
import { signInSchema } from '~/domain/identity/sign-in-schema'
import { nextAfterSignIn } from '~/domain/reminders/link-page'
import type { RouteHandle } from '~/root'
import { getLoginPageImages, type LoginImageType } from '~/services/config.server'
import { login } from '~/services/patient/account.server'
import { Fill } from '~/ui/fill'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { PasswordToggle } from '~/ui/form/password-toggle'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { PrefetchStep } from '~/ui/navigation/prefetch-step'
import { Slider } from '~/ui/slider'
import { DAY_MS, decoration } from '~/utils/calls/decoration.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getLandingContent } from '~/utils/language/landing-content.server'
import { localeOf } from '~/utils/language/locale.server'
import { fill, useLocale, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { scopeOf, type RequestScope } from '~/utils/observability/request-context.server'
import { readForm } from '~/utils/request/form.server'
import { deviceIdOf } from '~/utils/session/device-cookie.server'
import { getPatient } from '~/utils/session/session.server'

export const meta = titleMeta

/**
 * The sign-in form ships no script file (ADR 67): on a slow phone Remix's scripts cost more than the page gains (a
 * native POST is as fast; the password toggle is an inline script). The landing variant keeps them for the slider.
 */
export const handle: RouteHandle = {
  scripts: (data) => ((data as SerializeFrom<typeof loader> | undefined)?.backgrounds.length ? true : 'inline'),
}

/**
 * Someone already signed in goes straight on (docs/rules/identity.md#screens). The config service's images
 * choose the variant: LOGO images brand the form; BACKGROUND images make it the landing page
 * (slider, sponsors, contact, thanks, powered-by). A failed image call is only logged, and a
 * slow one never holds the page back (ADR 46).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // a text's "Change the time" leads on to that visit's reschedule once signed in (docs/reminders.md)
  const next = nextAfterSignIn(new URL(request.url).searchParams.get('next'))
  if (await getPatient(request)) throw redirect(next ?? Path.dashboard)
  const scope = scopeOf(request)
  const [logos, backgrounds, sponsors] = await Promise.all(IMAGE_TYPES.map((type) => signInImages(type, scope)))
  const locale = localeOf(request)
  const landing = backgrounds?.length ? await getLandingContent(locale) : null
  return json({
    title: textsOf(locale, 'pageTitles').signIn,
    texts: textsFor(locale, 'signInScreen', 'staticPageMessages'),
    logos: logos ?? [],
    backgrounds: backgrounds ?? [],
    sponsors: backgrounds?.length ? (sponsors ?? []) : [],
    landing,
    next,
  })
}

const IMAGE_TYPES = ['LOGO', 'BACKGROUND', 'SPONSOR'] as const satisfies LoginImageType[]

/**
 * The images of one type: asked fresh (a hospital sees its new images at once), the last ones kept
 * when the config service is slow (ADR 46).
 */
function signInImages(type: LoginImageType, scope: RequestScope | undefined) {
  return decoration({
    key: `login-images:${type}`,
    call: () => getLoginPageImages(type, scope),
    keepMs: DAY_MS,
    prefer: 'fresh',
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const m = requestTexts(request).texts('signInMessages')
  const submission = parseWithZod(await readForm(request), { schema: signInSchema(m) })
  // A failed attempt gives the password back to nobody: the field starts empty again.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ['password'] })

  if (context.rateLimit?.limited) {
    return json(reply([fill(m.tooManyAttempts, { seconds: context.rateLimit.retryAfterSeconds })]), { status: 429 })
  }
  if (submission.status !== 'success') return json(reply(), { status: 400 })

  const throttle = await signInAttempt(submission.value.username, {
    address: context.clientAddress,
    deviceId: deviceIdOf(request),
  })
  if (throttle.refused) return json(reply([fill(m.tooManyAttempts, { seconds: throttle.seconds })]), { status: 429 })

  let token: string
  try {
    token = await login(submission.value, scopeOf(request))
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status >= 400 && error.status < 500) {
      await recordFailedSignIn(submission.value.username, request)
      await throttle.failed()
    }
    return json(reply([loginErrorText({ status: error.status, serverText: error.serverText }, m)]), { status: 400 })
  }
  await throttle.succeeded()
  const claims = readClaims(token)
  if (!claims) return json(reply([m.problem]), { status: 400 })
  const { cookie, to } = await passwordAccepted(request, token, {
    patientId: claims.patientId,
    username: submission.value.username,
    clientAddress: context.clientAddress,
  })
  const landing = await landingAfterSignIn(request, to, [cookie], submission.payload.next)
  return redirect(landing.to, { headers: landing.headers })
}

export default function SignIn() {
  const { logos, backgrounds, sponsors, landing, next } = useLoaderData<typeof loader>()
  const screen = useTexts('signInScreen')
  const locale = useLocale()
  const pages = useTexts('staticPageMessages')
  const lastResult = useActionData<typeof action>()
  const signingIn = useNavigation().state === 'submitting'
  // Validation is the action's: no form library or zod on the page, to keep it light (ADR 7, 10).
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ username: string; password: string }>(
    'sign-in',
    lastResult,
    ['username', 'password'],
    signInConstraint,
    { username: screen.username, password: screen.password },
  )

  const card = (
    <div className="sign-in__card">
      {logos.length ? (
        <div className="sign-in__logos">
          {logos.map((logo) => (
            <img key={logo.id} src={logo.src} alt={logo.description} height="48" />
          ))}
        </div>
      ) : (
        <img src="/logo.svg" alt="" width="160" height="32" />
      )}
      <LanguageSwitch />
      <h1>{screen.signInTitle}</h1>
      <PrefetchStep routeId="routes/_app.myappointments" />
      <ErrorSummary id="sign-in-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          label={screen.username}
          inputProps={{
            ...inputProps(fields.username, 'text'),
            autoComplete: 'username',
            autoCapitalize: 'none',
            spellCheck: false,
          }}
          errors={fields.username.errors}
        />
        <Field
          label={screen.password}
          inputProps={{
            ...inputProps(fields.password, 'password'),
            autoComplete: 'current-password',
          }}
          errors={fields.password.errors}
        />
        <PasswordToggle controls={fields.password.id} label={screen.showPassword} />
        <p className="sign-in__forgot">
          <Link to={Path.forgotPassword}>{screen.forgotPasswordLink}</Link>
        </p>
        <SubmitButton className="button button--primary button--block" pending={signingIn}>
          {signingIn ? screen.signingIn : screen.login}
        </SubmitButton>
      </Form>
      <p className="sign-in__links">
        <Fill
          text={screen.agree}
          values={{
            terms: <Link to="/TermsAndConditions">{pages.termsAndConditions}</Link>,
            privacy: <Link to="/PrivacyPolicy">{pages.privacyPolicy}</Link>,
          }}
        />
      </p>
    </div>
  )

  if (!backgrounds.length) {
    return (
      <main id="main" className="sign-in" tabIndex={-1}>
        {card}
      </main>
    )
  }
  return (
    <main id="main" className="landing" tabIndex={-1}>
      <Slider images={backgrounds} />
      <div className="landing__content" lang={landing && landing.lang !== locale ? landing.lang : undefined}>
        {landing?.title ? (
          <div className="landing__intro">
            <p className="landing__title">{landing.title}</p>
            {landing.intro ? <p>{landing.intro}</p> : null}
          </div>
        ) : null}
        {card}
        <div className="landing__about">
          {sponsors.length ? (
            <section aria-labelledby="sponsors-title">
              <h2 id="sponsors-title">{landing?.sponsorsHeading ?? screen.supportedBy}</h2>
              <ul className="landing__sponsors">
                {sponsors.map((s) => (
                  <li key={s.id}>
                    <img src={s.src} alt={s.description} height="48" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {landing?.contact ? (
            <section aria-labelledby="contact-title">
              <h2 id="contact-title">{landing.contact.heading}</h2>
              <address>
                {landing.contact.lines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </section>
          ) : null}
          {landing?.donorsThanks ? <p>{landing.donorsThanks}</p> : null}
          {landing?.poweredBy ? <p className="landing__powered">{landing.poweredBy}</p> : null}
        </div>
      </div>
    </main>
  )
}
