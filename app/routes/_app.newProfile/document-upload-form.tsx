import { useNavigate, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { looksLikeHeic } from '~/domain/common/uploads'
import { UPLOAD_OUTCOME_HEADER } from '~/domain/profile/uploads'
import { TransientMessage } from '~/ui/announce/transient-message'
import { Form } from '~/ui/form/csrf-field'
import { SubmitButton } from '~/ui/form/submit-button'
import { useTexts } from '~/utils/language/texts'

/**
 * One document category's upload: multipart, several files; the portal and the services check
 * them. With JavaScript, HEIC/HEIF files become JPEG first (heic2any, fetched only then).
 */
export function DocumentUploadForm({
  type,
  base,
  label,
  accept,
  hint,
}: {
  type: string
  base: string
  label: string
  accept: string
  hint: string
}) {
  const action = `/${base}/documents/${type}`
  const text = useTexts('profileMessages')
  const profileScreen = useTexts('profileScreen')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction === action
  const [converting, setConverting] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const navigate = useNavigate()
  const id = `upload-${type}`
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="profile__upload"
      onSubmit={(event) => {
        // with JavaScript: the same post, through XMLHttpRequest for its upload progress
        event.preventDefault()
        const form = event.currentTarget
        const request = new XMLHttpRequest()
        request.open('POST', action)
        request.setRequestHeader('X-Upload', 'progress')
        request.upload.onprogress = (e) => setProgress(e.lengthComputable ? e.loaded / e.total : 0)
        request.onload = () => {
          setProgress(null)
          // stored: empty the input, so a second press of Upload cannot store the same files again
          if (request.getResponseHeader(UPLOAD_OUTCOME_HEADER) === 'success') form.reset()
          navigate(`/${base}?edit`, { replace: true, preventScrollReset: true })
        }
        request.onerror = () => {
          setProgress(null)
          setProblem(text.uploadFailed)
        }
        setProgress(0)
        request.send(new FormData(form))
      }}
    >
      <div className="field">
        <label htmlFor={id}>
          {profileScreen.upload} {label}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
        <input
          id={id}
          name="files"
          type="file"
          multiple
          accept={accept}
          aria-describedby={`${id}-hint ${id}-problem`}
          onChange={(event) => {
            const input = event.currentTarget
            if (!Array.from(input.files ?? []).some(looksLikeHeic)) return
            setConverting(true)
            setProblem(null)
            import('~/islands/heic-convert.client')
              .then((island) => island.convertChosenHeic(input))
              .catch(() => {
                setProblem(text.readFailed)
                input.value = ''
              })
              .finally(() => setConverting(false))
          }}
        />
        <TransientMessage id={`${id}-problem`} message={problem} />
      </div>
      {progress === null ? null : (
        <progress className="profile__progress" value={progress} max={1} aria-label={profileScreen.uploadProgress} />
      )}
      <SubmitButton className="button" pending={busy || converting || progress !== null}>
        {busy || progress !== null
          ? profileScreen.uploading
          : converting
            ? profileScreen.converting
            : profileScreen.upload}
      </SubmitButton>
    </Form>
  )
}
