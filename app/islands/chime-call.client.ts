import { CONNECT_TIMEOUT_MS, MEDIA_REGION, type ConnectionEvent } from '~/domain/video-call/call'

/** The join data the services answer (docs/rules/video-call.md#data), as it reaches the browser. */
export type JoinData = {
  audioFallbackUrl: string
  signalingUrl: string
  turnControlUrl: string
  screenDataUrl?: string | null
  screenViewingUrl?: string | null
  screenSharingUrl?: string | null
  audioHostUrl: string
  meetingId: string
  attendeeId: string
  joinToken: string
  userId?: string | null
}

export type CallElements = {
  audio: HTMLAudioElement
  self: HTMLVideoElement
  remote: HTMLVideoElement
  share: HTMLVideoElement
}

export type CallHandle = {
  setMuted(muted: boolean): void
  setVideo(on: boolean): Promise<void>
  leave(): Promise<void>
}

/**
 * Starts a Chime meeting session. The SDK (large) is imported here, on join, so it is a chunk
 * of its own that only the call pages ever fetch. Connection changes are reported as the
 * domain's events; a session not started within CONNECT_TIMEOUT_MS is stopped and reported
 * as timed out, so the page never waits forever.
 */
export async function startCall(
  join: JoinData,
  devices: { audioInput: string | null; videoInput: string | null },
  elements: CallElements,
  on: { event(event: ConnectionEvent): void; share(active: boolean): void },
): Promise<CallHandle> {
  const chime = commonJsExports(await import('amazon-chime-sdk-js'))
  // the SDK's own console output would be noise to the patient's browser console
  const logger = new chime.ConsoleLogger('video-call', chime.LogLevel.OFF)
  const deviceController = new chime.DefaultDeviceController(logger)
  const configuration = new chime.MeetingSessionConfiguration(
    {
      Meeting: {
        MeetingId: join.meetingId,
        MediaRegion: MEDIA_REGION,
        MediaPlacement: {
          AudioHostUrl: join.audioHostUrl,
          AudioFallbackUrl: join.audioFallbackUrl,
          SignalingUrl: join.signalingUrl,
          TurnControlUrl: join.turnControlUrl,
          ScreenDataUrl: join.screenDataUrl ?? '',
          ScreenViewingUrl: join.screenViewingUrl ?? '',
          ScreenSharingUrl: join.screenSharingUrl ?? '',
        },
      },
    },
    {
      Attendee: {
        AttendeeId: join.attendeeId,
        ExternalUserId: join.userId ?? join.attendeeId,
        JoinToken: join.joinToken,
      },
    },
  )
  const session = new chime.DefaultMeetingSession(configuration, logger, deviceController)
  const av = session.audioVideo
  let started = false
  let stopped = false

  const timer = window.setTimeout(() => {
    if (started || stopped) return
    stopped = true
    on.event('timed-out')
    av.stop()
  }, CONNECT_TIMEOUT_MS)

  av.addObserver({
    audioVideoDidStartConnecting: (reconnecting) =>
      on.event(reconnecting ? 'started-reconnecting' : 'started-connecting'),
    audioVideoDidStart: () => {
      started = true
      window.clearTimeout(timer)
      on.event('started')
    },
    audioVideoDidStop: () => {
      window.clearTimeout(timer)
      if (stopped) return
      stopped = true
      on.event('stopped')
    },
    connectionDidBecomePoor: () => on.event('poor'),
    connectionDidSuggestStopVideo: () => on.event('poor'),
    connectionDidBecomeGood: () => on.event('good'),
    videoTileDidUpdate: (tile) => {
      if (tile.tileId === null) return
      if (tile.localTile) av.bindVideoElement(tile.tileId, elements.self)
      else if (tile.isContent) {
        av.bindVideoElement(tile.tileId, elements.share)
        on.share(true)
      } else av.bindVideoElement(tile.tileId, elements.remote)
    },
    videoTileWasRemoved: () => {
      if (!av.getAllRemoteVideoTiles().some((t) => t.state().isContent)) on.share(false)
    },
  })

  // no device chosen (the guest has no device check): the first one the browser lists
  const audioInput =
    devices.audioInput === null ? null : devices.audioInput || (await av.listAudioInputDevices())[0]?.deviceId
  const videoInput =
    devices.videoInput === null ? null : devices.videoInput || (await av.listVideoInputDevices())[0]?.deviceId
  if (audioInput) await av.startAudioInput(audioInput)
  // a camera that fails leaves the call audio-only rather than failing it
  const withVideo = videoInput
    ? await av.startVideoInput(videoInput).then(
        () => true,
        () => false,
      )
    : false
  await av.bindAudioElement(elements.audio)
  av.start()
  if (withVideo) av.startLocalVideoTile()

  return {
    setMuted: (muted) => (muted ? av.realtimeMuteLocalAudio() : av.realtimeUnmuteLocalAudio()),
    async setVideo(videoOn) {
      if (videoOn && videoInput) {
        await av.startVideoInput(videoInput)
        av.startLocalVideoTile()
      } else {
        av.stopLocalVideoTile()
        await av.stopVideoInput()
      }
    },
    async leave() {
      window.clearTimeout(timer)
      stopped = true
      av.stop()
      await av.stopVideoInput().catch(() => undefined)
      await av.stopAudioInput().catch(() => undefined)
    },
  }
}

/** The SDK is CommonJS: bundled for the browser its exports arrive as the module's default. */
function commonJsExports<T extends object>(module: T): T {
  return (module as { default?: T }).default ?? module
}
