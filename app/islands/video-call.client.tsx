import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { unattendedHeaders, unattendedUrl } from '~/domain/common/idle-clock'
import {
  deviceProblem,
  deviceProblemText,
  duePolls,
  PATIENT_POLLS,
  type DeviceProblem,
  type PatientCallOutcome,
} from '~/domain/video-call/call'
import { csrfHeaders } from '~/ui/form'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { CallStage, type Devices } from './call-stage.client'
import type { CallHandle, JoinData } from './chime-call.client'

/**
 * The patient's call (docs/rules/video-call.md#screens): a device check first (pickers, live preview, level
 * meter, results in words, audio only), then the call with the appointment polled every 15 s
 * and the attendees every 10 s (the page's loader, revalidated).
 */
export default function VideoCall({ appointmentId }: { appointmentId: number }) {
  const [devices, setDevices] = useState<Devices | null>(null)
  if (!devices) return <DeviceCheck onJoin={setDevices} />
  return <InCall appointmentId={appointmentId} devices={devices} />
}

const intent = (name: 'join' | 'poll') => new URLSearchParams({ intent: name })
const endpoint = (appointmentId: number) => `${Path.videoCall}?appointmentId=${appointmentId}`

/**
 * Reloads the page's data (the participants) in place: a navigation to the same URL, which
 * re-runs the loaders (useRevalidator would add its code to the chunk every page shares). The page
 * makes it by itself, so it doesn't move the idle clock (ADR 75).
 */
function useRefresh() {
  const navigate = useNavigate()
  return useCallback(
    () =>
      navigate(unattendedUrl(`${window.location.pathname}${window.location.search}`), {
        replace: true,
        preventScrollReset: true,
      }),
    [navigate],
  )
}

function InCall({ appointmentId, devices }: { appointmentId: number; devices: Devices }) {
  const text = useTexts('videoMessages')
  const { unreachable } = useTexts('callMessages').connection
  const refresh = useRefresh()
  const handle = useRef<CallHandle | null>(null)
  const [joinedAt, setJoinedAt] = useState<number | null>(null)

  const requestJoin = useCallback(async () => {
    const response = await fetch(endpoint(appointmentId), {
      method: 'POST',
      body: intent('join'),
      headers: csrfHeaders(),
    })
    if (response.redirected) window.location.assign(response.url) // the session ended
    const answer = (await response.json().catch(() => ({}))) as { joinData?: JoinData; error?: string }
    if (!response.ok || !answer.joinData) throw new Error(answer.error ?? unreachable)
    // the participants panel and Add person need the consultation the join made
    refresh()
    // the services count the patient as joined from here: the polls start, media or not
    setJoinedAt((at) => at ?? Date.now())
    return answer.joinData
  }, [appointmentId, refresh, unreachable])

  const leaveTo = useCallback(
    async (to: string) => {
      await handle.current?.leave()
      window.location.assign(to)
    },
    [handle],
  )

  // the two polls, on one ticker: the rules of when and what follows are the domain's
  useEffect(() => {
    if (joinedAt === null) return
    const last: { appointment?: number; attendees?: number } = {}
    const timer = window.setInterval(async () => {
      const now = Date.now()
      for (const poll of duePolls(PATIENT_POLLS, last, joinedAt, now)) {
        last[poll] = now
        if (poll === 'attendees') refresh()
        else {
          // a post: the poll may end the patient's call and session, which no GET may do
          const response = await fetch(endpoint(appointmentId), {
            method: 'POST',
            body: intent('poll'),
            headers: { ...csrfHeaders(), ...unattendedHeaders },
          }).catch(() => null)
          if (!response?.ok) continue // a failed poll is only logged (by the portal); the next one tries again
          const { outcome } = (await response.json()) as { outcome: PatientCallOutcome }
          if (outcome === 'closed') await leaveTo(Path.dashboard)
          if (outcome === 'sign-out') await leaveTo(Path.signIn)
        }
      }
    }, 1000)
    return () => window.clearInterval(timer)
  }, [appointmentId, joinedAt, leaveTo, refresh])

  return (
    <CallStage
      requestJoin={requestJoin}
      devices={devices}
      leaveLabel={text.endCall}
      handleRef={handle}
      onLeave={() => {
        // the leave action sets NOT_JOINED and sends the patient back to the list
        const form = document.getElementById('leave-call-form')
        if (form instanceof HTMLFormElement) form.requestSubmit()
      }}
    />
  )
}

type Check =
  { state: 'checking' } | { state: 'ready'; audioOnly: boolean } | { state: 'failed'; problem: DeviceProblem }

function DeviceCheck({ onJoin }: { onJoin: (devices: Devices) => void }) {
  const text = useTexts('videoMessages')
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([])
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([])
  const [camera, setCamera] = useState('')
  const [microphone, setMicrophone] = useState('')
  const [check, setCheck] = useState<Check>({ state: 'checking' })
  const [level, setLevel] = useState(0)
  const preview = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop())
    stream.current = null
  }, [])

  const run = useCallback(async () => {
    stop()
    setCheck({ state: 'checking' })
    const audio = microphone ? { deviceId: { exact: microphone } } : true
    const video = camera ? { deviceId: { exact: camera } } : true
    let media: MediaStream | null = null
    let audioOnly = false
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio, video })
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      // the camera may be missing or busy while the microphone works: offer audio only
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio })
        audioOnly = true
      } catch {
        setCheck({ state: 'failed', problem: deviceProblem(name, 'camera') })
        return
      }
    }
    stream.current = media
    if (preview.current) preview.current.srcObject = media
    const all = await navigator.mediaDevices.enumerateDevices()
    setCameras(all.filter((d) => d.kind === 'videoinput'))
    setMicrophones(all.filter((d) => d.kind === 'audioinput'))
    setCheck({ state: 'ready', audioOnly })
  }, [camera, microphone, stop])

  useEffect(() => {
    void run()
  }, [run])
  useEffect(() => stop, [stop])

  // the level meter: the microphone's loudness, about 10 times a second
  useEffect(() => {
    const media = stream.current
    if (check.state !== 'ready' || !media || media.getAudioTracks().length === 0) return
    const context = new AudioContext()
    const analyser = context.createAnalyser()
    context.createMediaStreamSource(media).connect(analyser)
    const samples = new Uint8Array(analyser.fftSize)
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples)
      let peak = 0
      for (const s of samples) peak = Math.max(peak, Math.abs(s - 128))
      setLevel(Math.min(1, peak / 64))
    }, 100)
    return () => {
      window.clearInterval(timer)
      void context.close()
    }
  }, [check])

  const join = (audioOnly: boolean) => {
    // the devices the check really used (the pickers may still show the browser's default)
    const used = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? ''
    const media = stream.current
    const audioInput = microphone || used(media?.getAudioTracks()[0])
    const videoInput = camera || used(media?.getVideoTracks()[0])
    stop()
    onJoin({ audioInput, videoInput: audioOnly ? null : videoInput })
  }

  return (
    <section className="device-check" aria-labelledby="device-check-title">
      <h2 id="device-check-title">{text.deviceCheck}</h2>
      <div className="device-check__body">
        <video ref={preview} className="device-check__preview" autoPlay playsInline muted aria-label={text.preview} />
        <div>
          <div className="field">
            <label htmlFor="camera-choice">{text.camera}</label>
            <select id="camera-choice" value={camera} onChange={(e) => setCamera(e.target.value)}>
              {cameras.length === 0 ? <option value="">{text.camera}</option> : null}
              {cameras.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `${text.camera} ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="microphone-choice">{text.microphone}</label>
            <select id="microphone-choice" value={microphone} onChange={(e) => setMicrophone(e.target.value)}>
              {microphones.length === 0 ? <option value="">{text.microphone}</option> : null}
              {microphones.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `${text.microphone} ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="microphone-level">{text.level}</label>
            <meter id="microphone-level" min={0} max={1} value={level} />
          </div>
        </div>
      </div>
      <p className="device-check__result" role="status" aria-live="polite">
        {check.state === 'checking'
          ? ''
          : check.state === 'failed'
            ? deviceProblemText(text, check.problem)
            : check.audioOnly
              ? text.audioOnlyReady
              : text.devicesReady}
      </p>
      <div className="device-check__actions">
        {check.state === 'failed' ? (
          <button type="button" className="button" onClick={() => void run()}>
            {text.checkDevices}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={check.state !== 'ready' || check.audioOnly}
          onClick={() => join(false)}
        >
          {text.join}
        </button>
        <button type="button" className="button" disabled={check.state !== 'ready'} onClick={() => join(true)}>
          {text.joinAudioOnly}
        </button>
      </div>
    </section>
  )
}
