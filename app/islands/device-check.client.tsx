import { useState } from 'react'
import { deviceProblemText } from '~/domain/video-call/call'
import { useTexts } from '~/utils/language/texts'
import type { Devices } from './call-stage.client'
import { useDeviceProbe } from './device-probe.client'

/**
 * The device check before the call (docs/rules/video-call.md#screens): camera and microphone pickers,
 * a live preview, the level meter, the result in words, and joining with video or audio only.
 */
export function DeviceCheck({ onJoin }: { onJoin: (devices: Devices) => void }) {
  const text = useTexts('videoMessages')
  const [camera, setCamera] = useState('')
  const [microphone, setMicrophone] = useState('')
  const { cameras, microphones, check, level, preview, run, take } = useDeviceProbe(camera, microphone)
  const join = (audioOnly: boolean) => onJoin(take(audioOnly))

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
