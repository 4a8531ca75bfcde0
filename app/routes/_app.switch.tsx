import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { chooseCopies, grantsToSwitch, switchToGrant, switchToSelf } from '~/areas/acting.server'
import { requireOwnAccount } from '~/areas/identity/guard.server'
import { formatDate } from '~/domain/common/format'
import { helperMay } from '~/domain/helpers/route-scopes'
import { IntentForm } from '~/ui/form/intent-form'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { fill, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'

export const meta = titleMeta

/**
 * Switch account (docs/helpers.md): the signed-in account itself ("Me") and each patient it helps
 * now, each a plain form that loads a whole new page (nothing of the other account's pages stays
 * in the browser's memory). Beside each patient whose appointments the helper may see, the
 * helper's choice of copies of the visit reminders on their own mobile (docs/reminders.md).
 * Always the account's own screen, whoever the session acts for; the signed-in frame makes the
 * page no-store.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { patient, acting } = await requireOwnAccount(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('switchScreen')
  const grants = await grantsToSwitch(patient)
  return json({
    title: text.title,
    texts: textsFor(locale, 'switchScreen'),
    current: acting?.grantId ?? null,
    grants: grants.map((grant) => ({
      id: grant.grantId,
      name: grant.patientShortName,
      hint: fill(text.grantHint, {
        scopes: grant.scopes.map((scope) => text.scopeNames[scope]).join(', '),
        date: formatDate(locale, grant.endsAt, getTimeZone(request)),
      }),
      // copies are offered only where the helper may see the visits they remind of
      copies: grant.scopes.includes('see') ? grant.reminderCopies : null,
    })),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const { patient } = await requireOwnAccount(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'copies-on' || intent === 'copies-off') {
    const text = requestTexts(request).texts('switchScreen')
    const alert = await chooseCopies(request, patient, form.get('grant'), intent === 'copies-on', text)
    return redirectWithAlert(request, Path.switchAccount, alert)
  }
  const choice = String(form.get('account') ?? '')
  if (choice === 'me') {
    await switchToSelf(request)
    return redirect(Path.dashboard)
  }
  const grantId = Number(choice)
  const switched = Number.isSafeInteger(grantId) && grantId > 0 ? await switchToGrant(request, patient, grantId) : null
  if (switched?.outcome !== 'switched') {
    const message = requestTexts(request).texts('switchScreen').gone
    return redirectWithAlert(request, Path.switchAccount, { type: 'error', message })
  }
  // the first page the scopes open: the appointments, unless the helper only uploads documents
  return redirect(helperMay(Path.dashboard, 'GET', switched.scopes) ? Path.dashboard : Path.switchAccount)
}

export default function SwitchAccount() {
  const { grants, current } = useLoaderData<typeof loader>()
  const text = useTexts('switchScreen')
  const accounts = [
    { id: 'me', name: text.me, hint: text.meHint, now: current === null, copies: null },
    ...grants.map((grant) => ({
      id: String(grant.id),
      name: grant.name,
      hint: grant.hint,
      now: grant.id === current,
      copies: grant.copies,
    })),
  ]
  return (
    <div className="page--narrow switch-account">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <ul className="device-list">
        {accounts.map((account) => (
          <li key={account.id} className="device">
            <h2 className="device__name">
              {account.name}
              {account.now ? <span> {text.current}</span> : null}
            </h2>
            <p>{account.hint}</p>
            {account.now ? null : (
              <IntentForm
                intent="switch"
                on={{ name: 'account', value: account.id }}
                className="button"
                label={fill(text.switchTo, { name: account.name })}
                reloadDocument
              >
                {text.use}
              </IntentForm>
            )}
            {account.copies === null ? null : (
              <>
                {account.copies ? <p>{text.copiesOn}</p> : null}
                <IntentForm
                  intent={account.copies ? 'copies-off' : 'copies-on'}
                  on={{ name: 'grant', value: account.id }}
                  className="button"
                  label={fill(account.copies ? text.copiesStopNamed : text.copiesStartNamed, { name: account.name })}
                >
                  {account.copies ? text.copiesStop : text.copiesStart}
                </IntentForm>
              </>
            )}
          </li>
        ))}
      </ul>
      {grants.length === 0 ? <p className="empty">{text.noGrants}</p> : null}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
