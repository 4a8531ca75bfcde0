import { looksLikeHeic } from '~/domain/common/uploads'
import { HEIC_CONVERTER_PATH } from '~/domain/profile/uploads'

/** How long the conversion of the chosen files may take before the patient is told it failed. */
const CONVERSION_TIMEOUT_MS = 60_000

/**
 * HEIC/HEIF to JPEG at quality 0.7 in the browser (docs/rules/profile.md#validation): replaces the chosen files
 * of `input`. Loaded only when such a file is chosen. heic2any needs eval, which the portal's CSP
 * forbids, so it runs in a sandboxed frame of its own (server/heic-converter.ts, ADR 35) that
 * gets the files' bytes and gives back JPEGs. A file that is already browser-readable is kept as
 * it is (docs/rules/profile.md#validation).
 */
export async function convertChosenHeic(input: HTMLInputElement): Promise<void> {
  const files = Array.from(input.files ?? [])
  if (!files.some(looksLikeHeic)) return
  const converter = await openConverter()
  try {
    const converted: File[] = []
    for (const file of files) {
      if (!looksLikeHeic(file)) {
        converted.push(file)
        continue
      }
      const jpeg = await converter.toJpeg(file)
      converted.push(
        jpeg ? new File([jpeg], file.name.replace(/\.(heic|heif)$/i, '') + '.jpg', { type: 'image/jpeg' }) : file,
      )
    }
    const transfer = new DataTransfer()
    for (const file of converted) transfer.items.add(file)
    input.files = transfer.files
  } finally {
    converter.close()
  }
}

type Answer = { ready?: true; id?: number; jpeg?: Blob; readable?: boolean }

/** The sandboxed converter frame; `toJpeg` answers null for a file that needs no conversion. */
function openConverter(): Promise<{ toJpeg(file: File): Promise<Blob | null>; close(): void }> {
  const frame = document.createElement('iframe')
  frame.sandbox.add('allow-scripts')
  frame.hidden = true
  frame.title = 'HEIC converter'
  frame.src = HEIC_CONVERTER_PATH
  const waiting = new Map<number, { resolve(blob: Blob | null): void; reject(error: Error): void }>()
  let ready: () => void
  const started = new Promise<void>((resolve) => (ready = resolve))
  const onMessage = (event: MessageEvent<Answer>) => {
    // the frame's origin is opaque ('null'): it is recognised by its window, not its origin
    if (event.source !== frame.contentWindow || !event.data) return
    if (event.data.ready) return ready()
    const pending = event.data.id === undefined ? undefined : waiting.get(event.data.id)
    if (!pending) return
    waiting.delete(event.data.id as number)
    if (event.data.jpeg instanceof Blob) pending.resolve(event.data.jpeg)
    else if (event.data.readable) pending.resolve(null)
    else pending.reject(new Error('The file could not be converted'))
  }
  window.addEventListener('message', onMessage)
  document.body.append(frame)
  const timeout = <T>(promise: Promise<T>) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The conversion took too long')), CONVERSION_TIMEOUT_MS)
    })
    return Promise.race([promise, late]).finally(() => clearTimeout(timer))
  }
  let nextId = 0
  const close = () => {
    window.removeEventListener('message', onMessage)
    frame.remove()
  }
  return timeout(started).then(
    () => ({
      close,
      async toJpeg(file: File) {
        const id = nextId++
        const buffer = await file.arrayBuffer()
        const answer = new Promise<Blob | null>((resolve, reject) => waiting.set(id, { resolve, reject }))
        frame.contentWindow?.postMessage({ id, buffer }, '*', [buffer])
        return timeout(answer)
      },
    }),
    (error: unknown) => {
      close()
      throw error
    },
  )
}
