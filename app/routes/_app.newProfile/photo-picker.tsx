import { lazy, Suspense, useRef, useState } from 'react'
import { PHOTO_ACCEPT } from '~/domain/profile/uploads'
import { TransientMessage } from '~/ui/announce/transient-message'
import { Form } from '~/ui/form/csrf-field'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'

// the cropper is a separate chunk, fetched when a photo is chosen (the first-load budget, docs/architecture.md#budgets)
const CropDialog = lazy(() => import('~/islands/photo-cropper.client'))

/**
 * The profile photo's upload and delete (docs/rules/profile.md#screens). Without JavaScript a plain upload
 * (the portal checks type and size); with it, choosing a file opens the crop dialog first.
 */
export function PhotoPicker({ base, hasPhoto }: { base: string; hasPhoto: boolean }) {
  const hydrated = useHydrated()
  const text = useTexts('profileMessages')
  const profileScreen = useTexts('profileScreen')
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <section aria-labelledby="photo-title" className="profile__photo-box">
      <h3 id="photo-title">{text.photoTitle}</h3>
      {hasPhoto ? <img src={`/${base}/photo`} alt={profileScreen.photoAlt} className="profile__photo" /> : null}
      <Form method="post" action={`/${base}/photo`} encType="multipart/form-data" className="profile__photo-form">
        <div className="field">
          <label htmlFor="photo-file">{profileScreen.pictureLabel}</label>
          <p id="photo-hint" className="field__hint">
            {profileScreen.photoNote}
          </p>
          <input
            ref={input}
            id="photo-file"
            name="file"
            type="file"
            accept={PHOTO_ACCEPT}
            aria-describedby="photo-hint photo-problem"
            onChange={(event) => {
              if (!hydrated) return
              const file = event.currentTarget.files?.[0]
              if (!file) return
              if (!/\.(png|jpe?g)$/i.test(file.name) || !/^image\/(png|jpeg)$/.test(file.type)) {
                setProblem(text.photoInvalid)
                event.currentTarget.value = ''
                return
              }
              setProblem(null)
              setChosen(file)
            }}
          />
          <TransientMessage id="photo-problem" message={problem} />
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="upload" className="button">
            {profileScreen.upload}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button--danger"
            formEncType="application/x-www-form-urlencoded"
          >
            {profileScreen.deletePicture}
          </button>
        </div>
      </Form>
      {chosen ? (
        <Suspense fallback={null}>
          <CropDialog
            file={chosen}
            action={`/${base}/photo`}
            onClose={() => {
              setChosen(null)
              if (input.current) input.current.value = ''
            }}
            onProblem={setProblem}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
