import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { changeSchema, grantDays } from '~/areas/helpers/forms.server'
import { changeGrant, grantOf } from '~/areas/helpers.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { dayIn } from '~/domain/common/format'
import { Form } from '~/ui/form/csrf-field'
import { ErrorSummary } from '~/ui/form/error-summary'
import { HelperAccessFields, tickedOf } from '~/ui/form/helper-access-fields'
import { useServerForm, type FormReply } from '~/ui/form/server-form'
import { SubmitButton } from '~/ui/form/submit-button'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { notFound, requireId } from '~/utils/request/http.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import type { SignedInPatient } from '~/utils/session/session.server'

export const meta = titleMeta

/** The patient's grant of the URL while it can still be changed: one that is not theirs, ended or the hospital's is not found. */
async function changeableGrant(patient: SignedInPatient, raw: string | undefined) {
  const grant = await grantOf(patient, requireId(raw))
  if (!grant || grant.state === 'ended' || grant.minor) throw notFound()
  return grant
}

/**
 * Change a helper's access (docs/helpers.md#the-patients-screen): the scopes and the end chosen
 * again, the form starting from the grant as it is. The helper's next request meets the change.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const grant = await changeableGrant(patient, params.grantId)
  const { locale, texts } = requestTexts(request)
  const timeZone = getTimeZone(request)
  const { range, latest } = grantDays(request, locale)
  return json({
    title: texts('helpersScreen').changeTitle,
    texts: textsFor(locale, 'helpersScreen'),
    name: grant.helperName,
    scopes: grant.scopes,
    endsOn: dayIn(timeZone, new Date(grant.endsAt)),
    range,
    latest,
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const grant = await changeableGrant(patient, params.grantId)
  const { locale, texts } = requestTexts(request)
  const m = texts('helpersMessages')
  const submission = parseWithZod(await readForm(request), { schema: changeSchema(grantDays(request, locale), m) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await changeGrant(request, patient, grant.id, submission.value)
  if ('done' in result)
    return redirectWithAlert(request, Path.helpers, {
      type: 'success',
      message: fill(m.changed, { name: grant.helperName }),
    })
  if (result.refused === 'gone') return redirectWithAlert(request, Path.helpers, { type: 'error', message: m.gone })
  return json(submission.reply({ formErrors: [m.failed] }), { status: 400 })
}

export default function ChangeHelper() {
  const { name, scopes, endsOn, range, latest } = useLoaderData<typeof loader>()
  const reply = useActionData<FormReply>()
  const saving = useNavigation().state === 'submitting'
  const text = useTexts('helpersScreen')
  // the grant as it is, until the patient sends something (one object, so the inputs keep their keys)
  const asItIs = useMemo(() => ({ initialValue: { scopes, end: 'date', endDate: endsOn } }), [scopes, endsOn])
  const shown = reply ?? asItIs
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<{
    scopes: string
    end: string
    endDate: string
  }>(
    'change',
    shown,
    ['scopes', 'end', 'endDate'],
    {},
    { scopes: text.scopesLegend, end: text.endLegend, endDate: text.endDate },
  )
  return (
    <div className="page--narrow helpers">
      <h1>{fill(text.changeHeading, { name })}</h1>
      <p>{fill(text.changeIntro, { name })}</p>
      <ErrorSummary id="change-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" {...formProps}>
        <HelperAccessFields
          fields={fields}
          ticked={tickedOf(shown.initialValue?.scopes)}
          range={range}
          latest={latest}
        />
        <div className="form-actions">
          <SubmitButton className="button button--primary" pending={saving}>
            {saving ? text.saving : text.save}
          </SubmitButton>
          <Link to={Path.helpers} className="button">
            {text.backToList}
          </Link>
        </div>
      </Form>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
