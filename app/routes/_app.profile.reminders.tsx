import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { getReminderPreferences, saveReminderPreferences } from '~/services/patient/reminders.server'
import { Form } from '~/ui/form/csrf-field'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { isLocale, languageNames, locales } from '~/utils/language/locale'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/**
 * The patient's reminder choices (docs/reminders.md#preferences): text messages on or off, e-mails
 * on or off, and their language. A plain form; the hospital's services keep the choices.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const locale = localeOf(request)
  return json({
    title: textsOf(locale, 'pageTitles').reminderPreferences,
    texts: textsFor(locale, 'reminderPreferencesMessages'),
    preferences: await optional(getReminderPreferences(patient)),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const t = requestTexts(request).texts('reminderPreferencesMessages')
  const form = await readForm(request)
  const language = String(form.get('language'))
  const preferences = {
    sms: form.get('sms') === 'on',
    email: form.get('email') === 'on',
    language: isLocale(language) ? language : 'en',
  }
  try {
    await saveReminderPreferences(patient, preferences)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    // what was chosen stays on the page
    return json({ error: t.saveFailed, preferences }, { status: 502 })
  }
  await recordActivity(patient.patientId, 'reminderChoicesSaved', request)
  return redirectWithAlert(request, Path.reminderPreferences, { type: 'success', message: t.saved })
}

export default function ReminderPreferences() {
  const loaded = useLoaderData<typeof loader>().preferences
  const result = useActionData<typeof action>()
  const saving = useNavigation().state === 'submitting'
  const t = useTexts('reminderPreferencesMessages')
  const preferences = result?.preferences ?? loaded
  return (
    <main id="main" className="page page--narrow" tabIndex={-1}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {result?.error ? (
        <p className="notice notice--error" role="alert">
          {result.error}
        </p>
      ) : null}
      {preferences ? (
        <Form method="post" key={JSON.stringify(preferences)}>
          <fieldset>
            <legend>{t.channels}</legend>
            <div className="checkbox">
              <input id="reminder-sms" type="checkbox" name="sms" defaultChecked={preferences.sms} />
              <label htmlFor="reminder-sms">{t.sms}</label>
            </div>
            <div className="checkbox">
              <input id="reminder-email" type="checkbox" name="email" defaultChecked={preferences.email} />
              <label htmlFor="reminder-email">{t.email}</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t.language}</legend>
            {locales.map((locale) => (
              <div className="checkbox" key={locale}>
                <input
                  id={`reminder-language-${locale}`}
                  type="radio"
                  name="language"
                  value={locale}
                  defaultChecked={preferences.language === locale}
                />
                <label htmlFor={`reminder-language-${locale}`} lang={locale}>
                  {languageNames[locale]}
                </label>
              </div>
            ))}
          </fieldset>
          <SubmitButton className="button button--primary" pending={saving}>
            {saving ? t.saving : t.save}
          </SubmitButton>
        </Form>
      ) : (
        <p className="notice notice--error">{t.loadFailed}</p>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
