import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { recordActivity } from '~/areas/activity.server'
import { guestLinkPath, newLinkKey, rememberInvitation } from '~/areas/guest-call.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { callAppointment, callTitle } from '~/areas/video-call.server'
import { EXTERNAL_CONTACT_MAX, EXTERNAL_NAME_MAX } from '~/domain/video-call/call'
import { addPersonSchema } from '~/domain/video-call/schemas'
import { addExternalCareTaker, getAttendeeList } from '~/services/consultation.server'
import { RouteDialog } from '~/ui/dialog/route-dialog'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { Field } from '~/ui/form/field'
import { inputProps, useServerForm } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { optional } from '~/utils/calls/optional-call.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv, publicOrigin } from '~/utils/env.server'
import { useTexts } from '~/utils/language/texts'
import { requestTexts } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/** Add person (docs/rules/video-call.md#screens): a dialog with its own URL over the call (ADR 13). */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const appointment = await callAppointment(request, patient)
  // the texts come with the call page's data (its loader runs with this one)
  const title = requestTexts(request).texts('pageTitles').addPerson
  return json({ appointmentId: appointment.id, ready: Boolean(appointment.consultationDTO?.id), title })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const appointment = await callAppointment(request, patient)
  const { texts } = requestTexts(request)
  const text = texts('videoMessages')
  const { unreachable } = texts('callMessages').connection
  const submission = parseWithZod(await readForm(request), { schema: addPersonSchema(text) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const consultationId = appointment.consultationDTO?.id
  if (!consultationId) return json(submission.reply({ formErrors: [text.joinFirst] }), { status: 400 })
  // docs/rules/video-call.md#validation: only one external person; the portal says so itself, whatever the service would answer
  const attendees = await optional(getAttendeeList(patient, consultationId))
  if (attendees?.externalCareTaker) return json(submission.reply({ formErrors: [text.alreadyAdded] }), { status: 400 })
  const firstName = appointment.patient?.firstName ?? ''
  const linkKey = newLinkKey()
  try {
    await addExternalCareTaker({ ...patient, firstName }, consultationId, {
      userName: submission.value.name,
      ...submission.value.contact,
      // the invitation link: the guest's page on this portal
      // from PUBLIC_URL, never the request's Host header (which a client can name)
      meetingUrl: new URL(guestLinkPath(consultationId, linkKey), publicOrigin(getEnv(), request)).href,
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const message = error.status === 0 || error.status >= 500 ? unreachable : error.serverText
    return json(submission.reply({ formErrors: [message ?? unreachable] }), { status: 400 })
  }
  await rememberInvitation(
    patient.patientId,
    { consultationId, doctor: callTitle(appointment), startTime: appointment.startTime },
    linkKey,
  )
  await recordActivity(patient.patientId, 'caretakerInvited', request)
  return redirectWithAlert(request, `${Path.video}?appointmentId=${appointment.id}`, {
    type: 'success',
    message: text.added,
  })
}

export default function AddPerson() {
  const { appointmentId, ready } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const text = useTexts('videoMessages')
  const sending = useNavigation().state === 'submitting'
  const back = `${Path.video}?appointmentId=${appointmentId}`
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{ name: string; contact: string }>(
    'add-person',
    lastResult,
    ['name', 'contact'],
    {
      name: { required: true, maxLength: EXTERNAL_NAME_MAX },
      contact: { required: true, maxLength: EXTERNAL_CONTACT_MAX },
    },
    { name: text.personName, contact: text.personContact },
  )
  return (
    <RouteDialog titleId="add-person-title" closeTo={back}>
      <h2 id="add-person-title">{text.addPersonTitle}</h2>
      {ready ? (
        <>
          <ErrorSummary id="add-person-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
          <Form method="post" {...formProps} className="dialog-form" preventScrollReset>
            <Field
              label={text.personName}
              inputProps={{ ...inputProps(fields.name, 'text'), autoComplete: 'off' }}
              errors={fields.name.errors}
            />
            <Field
              label={text.personContact}
              hint={text.personContactHint}
              inputProps={{ ...inputProps(fields.contact, 'text'), autoComplete: 'off' }}
              errors={fields.contact.errors}
            />
            <div className="dialog-actions">
              <SubmitButton className="button button--primary" pending={sending}>
                {text.addToCall}
              </SubmitButton>
              <Link to={back} className="button" preventScrollReset>
                {text.cancel}
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p role="status">{text.joinFirst}</p>
          <Link to={back} className="button" preventScrollReset>
            {text.cancel}
          </Link>
        </>
      )}
    </RouteDialog>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
