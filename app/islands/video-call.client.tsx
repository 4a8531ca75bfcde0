import { useState } from 'react'
import { useTexts } from '~/utils/language/texts'
import { CallStage, type Devices } from './call-stage.client'
import { DeviceCheck } from './device-check.client'
import { usePatientCall } from './patient-call.client'

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

function InCall({ appointmentId, devices }: { appointmentId: number; devices: Devices }) {
  const text = useTexts('videoMessages')
  const { requestJoin, handle, onState } = usePatientCall(appointmentId)
  return (
    <CallStage
      requestJoin={requestJoin}
      devices={devices}
      leaveLabel={text.endCall}
      handleRef={handle}
      onState={onState}
      onLeave={() => {
        // the leave action sets NOT_JOINED and sends the patient back to the list
        const form = document.getElementById('leave-call-form')
        if (form instanceof HTMLFormElement) form.requestSubmit()
      }}
    />
  )
}
