import { useCallback, useEffect, useRef, useState } from 'react'
import { deviceProblem, type DeviceProblem } from '~/domain/video-call/call'
import type { Devices } from './call-stage.client'

type Check =
  { state: 'checking' } | { state: 'ready'; audioOnly: boolean } | { state: 'failed'; problem: DeviceProblem }

/**
 * The device check's media (docs/rules/video-call.md#screens): the chosen camera and microphone
 * opened (the microphone alone when the camera is missing or busy), the devices the browser
 * offers, and the microphone's level. `take` stops the preview and answers the devices the call
 * is to use.
 */
export function useDeviceProbe(camera: string, microphone: string) {
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([])
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([])
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

  const take = (audioOnly: boolean): Devices => {
    // the devices the check really used (the pickers may still show the browser's default)
    const used = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? ''
    const media = stream.current
    const audioInput = microphone || used(media?.getAudioTracks()[0])
    const videoInput = camera || used(media?.getVideoTracks()[0])
    stop()
    return { audioInput, videoInput: audioOnly ? null : videoInput }
  }

  return { cameras, microphones, check, level, preview, run, take }
}
