import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  devicesOf,
  endGuestPassOf,
  forgetRememberedDevice,
  rememberedDevicesOf,
  signOutDevice,
  signOutOtherDevices,
} from '~/areas/devices.server'
import { requirePatient } from '~/areas/identity/guard.server'
import { networkName } from '~/domain/account/coarse-address'
import { deviceName, sessionRows } from '~/domain/account/devices'
import type { Alert } from '~/domain/common/alert'
import { formatDate, formatTime } from '~/domain/common/format'
import { IntentForm } from '~/ui/form/intent-form'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { getEnv } from '~/utils/env.server'
import { fill, plural, useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { readForm } from '~/utils/request/form.server'
import { intentOf } from '~/utils/request/intent.server'
import { getTimeZone } from '~/utils/request/time-zone.server'
import { redirectWithAlert } from '~/utils/session/alerts.server'
import { currentSessionHandle } from '~/utils/session/device-sessions.server'
import { HANDLE_PATTERN } from '~/utils/session/handle.server'
import { limits } from '~/utils/session/limits.server'
import { hit } from '~/utils/session/rate-limit.server'

export const meta = titleMeta

/**
 * Your devices (docs/security.md#your-devices, ADR 88): the browsers where the patient is signed in
 * now and the caretakers' passes to their calls, each with a plain form to end it. Rows are named
 * by handles, never by session ids. The signed-in frame makes the page no-store.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const text = texts('devicesScreen')
  const timeZone = getTimeZone(request)
  const when = (template: string, at: number | string) =>
    fill(template, {
      date: formatDate(locale, new Date(at), timeZone),
      time: formatTime(locale, new Date(at), timeZone),
    })
  const { sessions, total, passes } = await devicesOf(request, patient.patientId)
  const twoStep = getEnv().TWO_STEP !== 'off'
  const remembered = twoStep ? await rememberedDevicesOf(patient.patientId) : []
  const { rows, hidden, others } = sessionRows(sessions, total)
  return json({
    title: text.title,
    texts: textsFor(locale, 'devicesScreen', 'securityLink'),
    twoStep,
    remembered: remembered.map((d) => ({
      handle: d.handle,
      device: deviceName(d.device, text),
      until: fill(text.rememberedUntil, { date: formatDate(locale, new Date(d.until), timeZone) }),
    })),
    sessions: rows.map((row) => ({
      // this browser's own row can't be signed out here (Logout does that): it needs no handle
      handle: row.current ? null : row.handle,
      device: deviceName(row.device, text),
      signedIn: when(text.signedIn, row.signedInAt),
      lastUsed: when(text.lastUsed, row.lastSeen),
      place: row.place ? fill(text.place, { network: networkName(row.place, text) }) : text.placeUnknown,
    })),
    others,
    hidden: hidden ? plural(locale, text.moreNotShown, hidden) : null,
    passes: passes.map((pass) => ({
      handle: pass.handle,
      name: pass.name,
      text: fill(when(text.passFor, pass.call.startTime), { name: pass.name, doctor: pass.call.doctor }),
    })),
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const { locale, texts } = requestTexts(request)
  const notices = texts('devicesMessages')
  const back = (alert: Alert) => redirectWithAlert(request, Path.devices, alert)
  const form = await readForm(request)
  const intent = intentOf(form, ['sign-out', 'sign-out-others', 'end-pass', 'forget-device'])
  const handle = String(form.get('handle') ?? '')
  // counted first, per session in the shared store: a script can't end sessions in a loop, and
  // another session's posts never spend this one's
  const limit = await hit(limits().deviceSignOutsPerSession, await currentSessionHandle(request))
  if (limit.limited)
    return back({ type: 'error', message: fill(notices.tooMany, { seconds: limit.retryAfterSeconds }) })
  if (intent === 'sign-out-others') {
    const ended = await signOutOtherDevices(request, patient.patientId)
    return back({ type: 'success', message: plural(locale, notices.signedOutOthers, ended) })
  }
  const gone = { type: 'error', message: notices.alreadyGone } as const
  if (!HANDLE_PATTERN.test(handle)) return back(gone)
  if (intent === 'sign-out') {
    const ended = await signOutDevice(request, patient.patientId, handle)
    if (!ended) return back(gone)
    const device = deviceName(ended.device, texts('devicesScreen'))
    return back({ type: 'success', message: fill(notices.signedOut, { device }) })
  }
  if (intent === 'forget-device') {
    const forgotten = await forgetRememberedDevice(request, patient.patientId, handle)
    if (!forgotten) return back(gone)
    const device = deviceName(forgotten, texts('devicesScreen'))
    return back({ type: 'success', message: fill(texts('twoStepMessages').deviceForgotten, { device }) })
  }
  if (intent === 'end-pass') {
    const ended = await endGuestPassOf(request, patient.patientId, handle)
    return back(ended ? { type: 'success', message: fill(notices.passEnded, { name: ended.name }) } : gone)
  }
  return back(gone)
}

export default function Devices() {
  const { sessions, others, hidden, passes, twoStep, remembered } = useLoaderData<typeof loader>()
  const text = useTexts('devicesScreen')
  const securityLink = useTexts('securityLink')
  return (
    <div className="page--narrow devices">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <h2>{text.sessionsHeading}</h2>
      <ul className="device-list">
        {sessions.map((session) => (
          <li key={session.handle ?? 'this'} className="device">
            <h3 className="device__name">
              {session.device}
              {session.handle ? null : <span className="device__this"> ({text.thisDevice})</span>}
            </h3>
            <p>{session.signedIn}</p>
            <p>{session.lastUsed}</p>
            <p>{session.place}</p>
            {session.handle ? (
              <IntentForm
                intent="sign-out"
                on={{ name: 'handle', value: session.handle }}
                className="button"
                label={fill(text.signOutNamed, { device: session.device })}
              >
                {text.signOut}
              </IntentForm>
            ) : null}
          </li>
        ))}
      </ul>
      {hidden ? <p>{hidden}</p> : null}
      {others > 0 ? (
        <IntentForm intent="sign-out-others" className="button button--danger">
          {text.signOutOthers}
        </IntentForm>
      ) : (
        <p className="empty">{text.onlyThisDevice}</p>
      )}
      <p>
        <Link to={Path.changePassword}>{text.changePassword}</Link>
      </p>
      {twoStep ? (
        <>
          <p>
            <Link to={Path.security}>{securityLink.label}</Link>: {securityLink.hint}
          </p>
          <h2>{text.rememberedHeading}</h2>
          <p>{text.rememberedIntro}</p>
          {remembered.length === 0 ? (
            <p className="empty">{text.noRemembered}</p>
          ) : (
            <ul className="device-list">
              {remembered.map((device) => (
                <li key={device.handle} className="device">
                  <h3 className="device__name">{device.device}</h3>
                  <p>{device.until}</p>
                  <IntentForm
                    intent="forget-device"
                    on={{ name: 'handle', value: device.handle }}
                    className="button"
                    label={fill(text.forgetNamed, { device: device.device })}
                  >
                    {text.forget}
                  </IntentForm>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <h2>{text.passesHeading}</h2>
      <p>{text.passesIntro}</p>
      {passes.length === 0 ? (
        <p className="empty">{text.noPasses}</p>
      ) : (
        <ul className="device-list">
          {passes.map((pass) => (
            <li key={pass.handle} className="device">
              <p>{pass.text}</p>
              <IntentForm
                intent="end-pass"
                on={{ name: 'handle', value: pass.handle }}
                className="button"
                label={fill(text.endPassNamed, { name: pass.name })}
              >
                {text.endPass}
              </IntentForm>
            </li>
          ))}
        </ul>
      )}
      <h2>{text.cookieHeading}</h2>
      <p>{text.cookieText}</p>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
