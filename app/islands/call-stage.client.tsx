import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { nextConnectionState, type ConnectionEvent, type ConnectionState } from '~/domain/video-call/call'
import { useTexts } from '~/utils/language/texts'
import { startCall, type CallHandle, type JoinData } from './chime-call.client'

export type Devices = { audioInput: string | null; videoInput: string | null }

/**
 * The call itself, shared by the patient's and the guest's pages: join (with a visible,
 * announced state, never a spinner forever), the tiles, mute, video, the shared-screen
 * VIEW/HIDE banner, and Retry when the video service can't be reached.
 */
export function CallStage({
  requestJoin,
  devices,
  leaveLabel,
  onLeave,
  handleRef,
  onState,
  children,
}: {
  /** asks the portal for the join data (a POST to the call's resource route) */
  requestJoin: () => Promise<JoinData>
  devices: Devices
  leaveLabel: string
  onLeave: () => void
  /** lets the page end the call (a poll said so) */
  handleRef?: { current: CallHandle | null }
  /** told each connection state (the patient's poll says whether the call is connected) */
  onState?: (state: ConnectionState) => void
  children?: ReactNode
}) {
  const text = useTexts('callMessages')
  const [state, setState] = useState<ConnectionState>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [muted, setMuted] = useState(false)
  const [videoOn, setVideoOn] = useState(devices.videoInput !== null)
  const [sharing, setSharing] = useState(false)
  const [viewingShare, setViewingShare] = useState(false)
  const call = useRef<CallHandle | null>(null)
  const audio = useRef<HTMLAudioElement>(null)
  const self = useRef<HTMLVideoElement>(null)
  const remote = useRef<HTMLVideoElement>(null)
  const share = useRef<HTMLVideoElement>(null)

  useEffect(() => onState?.(state), [onState, state])

  const send = useCallback((event: ConnectionEvent) => setState((s) => nextConnectionState(s, event)), [])

  const join = useCallback(async () => {
    setProblem(null)
    send('join')
    try {
      const data = await requestJoin()
      const [a, s, r, sh] = [audio.current, self.current, remote.current, share.current]
      if (!a || !s || !r || !sh) return
      const handle = await startCall(
        data,
        devices,
        { audio: a, self: s, remote: r, share: sh },
        { event: send, share: setSharing },
      )
      call.current = handle
      if (handleRef) handleRef.current = handle
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : null)
      send('stopped')
    }
  }, [devices, handleRef, requestJoin, send])

  // join once on arrival (the page mounts this after the device check); leave when it goes away
  useEffect(() => {
    void join()
    return () => {
      void call.current?.leave()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: a new `join` (new devices) must not start a second call
  }, [])

  const failed = state === 'unreachable' || state === 'lost'
  const busy = state === 'connecting' || state === 'reconnecting'
  return (
    <div className="call">
      <p className={`call__state call__state--${state}`} role="status" aria-live="polite">
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {problem ?? text.connection[state]}
      </p>
      {failed ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void call.current?.leave()
            void join()
          }}
        >
          {text.retry}
        </button>
      ) : null}
      {sharing ? (
        <div className="call__share-banner" role="status">
          <p>{viewingShare ? text.sharingShown : text.sharing}</p>
          <button type="button" className="button" onClick={() => setViewingShare((v) => !v)}>
            {viewingShare ? text.hide : text.view}
          </button>
        </div>
      ) : null}
      <div className="call__tiles">
        <figure className="call__tile" hidden={!sharing || !viewingShare}>
          <video ref={share} className="call__video" playsInline muted aria-label={text.sharedScreen} />
          <figcaption>{text.sharedScreen}</figcaption>
        </figure>
        <figure className="call__tile">
          <video ref={remote} className="call__video" playsInline aria-label={text.doctorVideo} />
          <figcaption>{text.doctorVideo}</figcaption>
        </figure>
        <figure className="call__tile call__tile--self">
          <video ref={self} className="call__video" playsInline muted aria-label={text.selfView} />
          <figcaption>{text.selfView}</figcaption>
        </figure>
      </div>
      {/* the other side's sound */}
      <audio ref={audio} className="visually-hidden" />
      <div className="call__controls" role="group" aria-label={text.controls}>
        <button
          type="button"
          className="button"
          aria-pressed={muted}
          disabled={devices.audioInput === null}
          onClick={() => {
            call.current?.setMuted(!muted)
            setMuted(!muted)
          }}
        >
          {muted ? text.unmute : text.mute}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={!videoOn}
          disabled={devices.videoInput === null}
          onClick={() => {
            void call.current?.setVideo(!videoOn)
            setVideoOn(!videoOn)
          }}
        >
          {videoOn ? text.videoOff : text.videoOn}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            void call.current?.leave()
            onLeave()
          }}
        >
          {leaveLabel}
        </button>
        {children}
      </div>
    </div>
  )
}
