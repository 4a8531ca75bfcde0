import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { requireActivePatient } from '~/areas/identity/guard.server'
import { profileBasePath } from '~/domain/profile/rules'
import { deletePatientDocument } from '~/services/patient/files.server'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { ServiceError } from '~/utils/calls/service-error'
import { localeOf } from '~/utils/language/locale.server'
import { useTexts } from '~/utils/language/texts'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { requireId } from '~/utils/request/http.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/** The shared delete confirmation (docs/rules/profile.md#screens) for a profile document: its own URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireActivePatient(request)
  const locale = localeOf(request)
  return json({
    docId: requireId(params.docId),
    back: `/${profileBasePath(request.url)}?edit`,
    title: textsOf(locale, 'pageTitles').deleteDocument,
    texts: textsFor(locale, 'profileMessages', 'photoScreen'),
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requireActivePatient(request)
  const docId = requireId(params.docId)
  const back = `/${profileBasePath(request.url)}?edit`
  const locale = localeOf(request)
  const notices = textsOf(locale, 'profileActionMessages')
  try {
    await deletePatientDocument(patient, docId)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return json(
      { error: error.status === 404 ? textsOf(locale, 'errorPageMessages').notFound : notices.deleteFailed },
      { status: 400 },
    )
  }
  await recordActivity(patient.patientId, 'documentDeleted', request)
  return redirectWithAlert(request, back, { type: 'success', message: notices.deleted })
}

export default function DeleteDocument() {
  const { back } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const submitting = useNavigation().state === 'submitting'
  const text = useTexts('profileMessages')
  const screen = useTexts('photoScreen')
  return (
    <RouteDialog titleId="delete-title" describedBy="delete-text" closeTo={back}>
      <h2 id="delete-title">{text.deleteTitle}</h2>
      <p id="delete-text">{text.deleteText}</p>
      <ErrorSummary id="delete-errors" formErrors={result?.error ? [result.error] : []} />
      <Form method="post" className="dialog-form">
        <div className="dialog-actions">
          <Link to={back} className="button" preventScrollReset>
            {text.cancel}
          </Link>
          <SubmitButton className="button button--danger" pending={submitting}>
            {submitting ? screen.deleting : text.deleteButton}
          </SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
