import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EnterPresses } from '~/ui/default-button'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { Form } from '~/ui/form'
import { titleMeta } from '~/ui/title-meta'
import { Path } from '~/utils/paths'
import { useTexts } from '~/utils/texts'
import { BasicFields } from './basic-fields'
import { ContactFields } from './contact-fields'
import { DocumentsSection } from './documents-section'
import { MedicalFields } from './medical-fields'
import { PhotoPicker } from './photo-picker'
import { PreferencesFields } from './preferences-fields'
import { answerProfileForm } from './profile-form.server'
import { ProfileView } from './profile-view'
import { loadProfile, type LoadedProfile } from './profile.server'
import { useServicesLang } from './services-lang'
import { useProfileForm } from './use-profile-form'
import { VerifyMobileDialog } from './verify-mobile-dialog'

export const meta = titleMeta

/**
 * The patient profile (docs/rules/profile.md#screens) at /newProfile and /patientProfile (the same module,
 * registered twice by remix.config.js): read-only with 'Edit Profile', edit mode at ?edit. The
 * verify dialog is part of the edit form (ADR 36); deleting a document has its own URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfile(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return answerProfileForm(request, context.clientAddress)
}

export default function PatientProfile() {
  const data = useLoaderData<typeof loader>()
  const ProfilePageText = useTexts('ProfilePageText')
  const servicesLang = useServicesLang()
  if (data.loadFailed) {
    return (
      <div className="page profile">
        <h1>{ProfilePageText.title}</h1>
        <p className="notice notice--error" role="alert">
          {ProfilePageText.loadFailed}
        </p>
        <Link to={Path.dashboard}>{ProfilePageText.backToDashboard}</Link>
      </div>
    )
  }
  return (
    <div className="page profile">
      <div className="profile__head">
        <h1>{ProfilePageText.title}</h1>
        <Link to={Path.dashboard} className="button">
          {ProfilePageText.close}
        </Link>
      </div>
      {data.addressConflict ? (
        <p
          className="notice notice--error"
          role="alert"
          // the services' own message; the page's text only when they sent none
          lang={data.addressConflict === ProfilePageText.loadFailed ? undefined : servicesLang}
        >
          {data.addressConflict}
        </p>
      ) : null}
      {data.editing && data.choicesFailed ? (
        <p className="notice notice--error">{ProfilePageText.choicesFailed}</p>
      ) : null}
      {data.editing ? <EditProfile data={data} /> : <ProfileView data={data} />}
    </div>
  )
}

/** Edit mode: the photo, then one form whose every button posts all of it with its intent. */
function EditProfile({ data }: { data: LoadedProfile }) {
  const { profile, base } = data
  const ProfilePageText = useTexts('ProfilePageText')
  const ProfileLegend = useTexts('ProfileLegend')
  const ProfileLabel = useTexts('ProfileLabel')
  const text = useTexts('profileMessages')
  const form = useProfileForm(data)
  const { lastResult } = form
  return (
    <section aria-labelledby="profile-edit-title" className="card">
      <h2 id="profile-edit-title">{ProfilePageText.editTitle}</h2>
      <PhotoPicker base={base} hasPhoto={data.hasPhoto} />
      <ErrorSummary id="profile-errors" formErrors={form.formErrors} fieldErrors={form.fieldErrors} />
      <Form method="post" action={`/${base}?edit`} {...form.formProps} className="profile-form">
        {lastResult?.verifying ? (
          <VerifyMobileDialog {...lastResult.verifying} error={lastResult.otpError ?? null} />
        ) : null}
        {/* Enter saves, also where Verify or 'Show cities' come first; in the open dialog it verifies (ADR 36) */}
        <EnterPresses name="intent" value="save" />
        {lastResult?.notice ? (
          <p className="notice notice--success" role="status">
            {lastResult.notice}
          </p>
        ) : null}
        <BasicFields form={form} states={data.states} />
        <ContactFields form={form} profile={profile} />
        <fieldset>
          <legend>{ProfileLegend.otherDetails}</legend>
          <Field label={ProfileLabel.education} {...form.input('education')} />
          <Field label={ProfileLabel.occupation} {...form.input('occupation')} />
        </fieldset>
        <PreferencesFields form={form} modes={data.modes} languages={data.languages} />
        <MedicalFields form={form} />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={form.saving}>
            {form.saving ? ProfilePageText.saving : ProfilePageText.update}
          </button>
          <Link to={`/${base}`} className="button">
            {text.cancel}
          </Link>
        </div>
      </Form>
      <DocumentsSection documents={data.documents} failed={data.documentsFailed} base={base} editing />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
