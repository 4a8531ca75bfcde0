import { Form } from '~/ui/form/csrf-field'
import { EnterPresses } from '~/ui/form/default-button'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { SubmitButton } from '~/ui/form/submit-button'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { BasicFields } from './basic-fields'
import { ContactFields } from './contact-fields'
import { DocumentsSection } from './documents-section'
import { MedicalFields } from './medical-fields'
import { PhotoPicker } from './photo-picker'
import { PreferencesFields } from './preferences-fields'
import type { LoadedProfile } from './profile.server'
import { useProfileForm } from './use-profile-form'
import { VerifyMobileDialog } from './verify-mobile-dialog'

/** Edit mode: the photo, then one form whose every button posts all of it with its intent. */
export default function EditProfile({ data }: { data: LoadedProfile }) {
  const { profile, base } = data
  const profileScreen = useTexts('profileScreen')
  const profileLegends = useTexts('profileLegends')
  const profileLabels = useTexts('profileLabels')
  const text = useTexts('profileMessages')
  const form = useProfileForm(data)
  const { lastResult } = form
  return (
    <section aria-labelledby="profile-edit-title" className="card">
      <h2 id="profile-edit-title">{profileScreen.editTitle}</h2>
      <PhotoPicker base={base} hasPhoto={data.hasPhoto} />
      <ErrorSummary id="profile-errors" formErrors={form.formErrors} fieldErrors={form.fieldErrors} />
      <Form method="post" action={`/${base}?edit`} {...form.formProps} className="profile-form">
        {lastResult?.verifying ? (
          <VerifyMobileDialog
            {...lastResult.verifying}
            error={lastResult.otpError ?? null}
            passwordError={lastResult.passwordError ?? null}
          />
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
          <legend>{profileLegends.otherDetails}</legend>
          <Field label={profileLabels.education} {...form.input('education')} />
          <Field label={profileLabels.occupation} {...form.input('occupation')} />
        </fieldset>
        <PreferencesFields form={form} modes={data.modes} languages={data.languages} />
        <MedicalFields form={form} />
        <div className="form-actions">
          <SubmitButton name="intent" value="save" className="button button--primary" pending={form.saving}>
            {form.saving ? profileScreen.saving : profileScreen.update}
          </SubmitButton>
          <Link to={`/${base}`} className="button">
            {text.cancel}
          </Link>
        </div>
      </Form>
      <DocumentsSection documents={data.documents} failed={data.documentsFailed} base={base} mode="edit" />
    </section>
  )
}
