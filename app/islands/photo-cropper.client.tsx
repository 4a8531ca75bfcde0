import { useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { megabytes } from '~/domain/common/uploads'
import { PHOTO_MAX_BYTES } from '~/domain/profile/uploads'
import { CSRF_FIELD, useCsrfToken } from '~/ui/form/csrf-field'
import { fill, useTexts } from '~/utils/language/texts'

const SIZE = 480
/** How far one press of an arrow key or a move button moves the picture, in canvas pixels. */
const STEP = 10
const MOVES = {
  moveUp: { key: 'ArrowUp', by: [0, -STEP] },
  moveDown: { key: 'ArrowDown', by: [0, STEP] },
  moveLeft: { key: 'ArrowLeft', by: [-STEP, 0] },
  moveRight: { key: 'ArrowRight', by: [STEP, 0] },
} as const
export const ZOOM_MIN = 1
export const ZOOM_MAX = 10
export const ZOOM_STEP = 0.1

/**
 * The crop dialog (docs/rules/profile.md#screens): a native modal over the profile. DONE posts the cropped
 * photo to the photo route, unless it is over 4 MB (then `onProblem` gets the message).
 */
export default function CropDialog({
  file,
  action,
  onClose,
  onProblem,
}: {
  file: File
  action: string
  onClose: () => void
  onProblem: (message: string) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const text = useTexts('profileMessages')
  const submit = useSubmit()
  const csrfToken = useCsrfToken()
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])
  const close = () => {
    dialog.current?.close()
    onClose()
  }
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="crop-dialog-title" onCancel={close}>
      <h2 id="crop-dialog-title">{text.photoTitle}</h2>
      <PhotoCropper
        file={file}
        onCancel={close}
        onDone={(cropped) => {
          close()
          if (cropped.size > PHOTO_MAX_BYTES)
            return onProblem(fill(text.photoTooLarge, { mb: megabytes(cropped.size) }))
          const data = new FormData()
          // the token first: the portal reads it before the file (server/request-guard.ts)
          data.set(CSRF_FIELD, csrfToken)
          data.set('intent', 'upload')
          data.set('file', cropped)
          submit(data, { method: 'post', action, encType: 'multipart/form-data' })
        }}
      />
    </dialog>
  )
}

/**
 * The crop step of the profile photo (docs/rules/profile.md#screens): a square canvas crop with a zoom range
 * (1 to 10, step 0.1); drag, the arrow keys or the move buttons move the picture. The buttons are for a
 * screen reader, whose browse mode reads the next line on an arrow key; a move is not announced, as the
 * picture itself is not read. Loaded only when a photo is chosen.
 */
function PhotoCropper({
  file,
  onCancel,
  onDone,
}: {
  file: File
  onCancel: () => void
  onDone: (cropped: File) => void
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [zoom, setZoom] = useState(ZOOM_MIN)
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const [failed, setFailed] = useState(false)
  const drag = useRef<{ x: number; y: number } | null>(null)
  const text = useTexts('profileMessages')
  const screen = useTexts('photoScreen')

  useEffect(() => {
    const url = URL.createObjectURL(file)
    const img = new Image()
    img.onload = () => setImage(img)
    img.onerror = () => setFailed(true)
    img.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx || !image) return
    // the picture covers the square at zoom 1; zoom scales around the centre, offset pans
    const cover = Math.max(SIZE / image.naturalWidth, SIZE / image.naturalHeight) * zoom
    const w = image.naturalWidth * cover
    const h = image.naturalHeight * cover
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, SIZE, SIZE)
    ctx.drawImage(image, (SIZE - w) / 2 + offset.x, (SIZE - h) / 2 + offset.y, w, h)
  }, [image, zoom, offset])

  const move = (dx: number, dy: number) => setOffset((o) => ({ x: o.x + dx, y: o.y + dy }))

  const done = () => {
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    canvas.current?.toBlob(
      (blob) => {
        if (!blob) return setFailed(true)
        const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/png' ? '.png' : '.jpg')
        onDone(new File([blob], name, { type }))
      },
      type,
      0.92,
    )
  }

  return (
    <div className="crop">
      <h3>{text.cropTitle}</h3>
      {failed ? (
        <p className="field__error" role="alert">
          {text.readFailed}
        </p>
      ) : null}
      <canvas
        ref={canvas}
        width={SIZE}
        height={SIZE}
        tabIndex={0}
        role="img"
        aria-label={screen.cropPreview}
        onKeyDown={(event) => {
          const m = Object.values(MOVES).find((candidate) => candidate.key === event.key)
          if (m) {
            event.preventDefault()
            move(m.by[0], m.by[1])
          }
        }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY }
          event.currentTarget.setPointerCapture(event.pointerId)
        }}
        onPointerMove={(event) => {
          if (!drag.current) return
          const scale = SIZE / event.currentTarget.clientWidth
          move((event.clientX - drag.current.x) * scale, (event.clientY - drag.current.y) * scale)
          drag.current = { x: event.clientX, y: event.clientY }
        }}
        onPointerUp={() => {
          drag.current = null
        }}
      />
      <div className="crop__moves" role="group" aria-label={screen.movePhoto}>
        {(Object.keys(MOVES) as (keyof typeof MOVES)[]).map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            onClick={() => move(MOVES[name].by[0], MOVES[name].by[1])}
          >
            {screen[name]}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="crop-zoom">{text.zoom}</label>
        <input
          id="crop-zoom"
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={done} disabled={!image}>
          {text.done}
        </button>
      </div>
    </div>
  )
}
