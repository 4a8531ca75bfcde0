import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { titleMeta } from '~/ui/frame/title-meta'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import { HelperDocumentsView } from './helper-documents-view'
import { answerProfileForm } from './profile-form.server'
import { ProfileHead } from './profile-head'
import { ProfileView } from './profile-view'
import { loadProfile } from './profile.server'
import { useServicesLang } from './services-lang'

/**
 * Edit mode is a file of its own, so the profile's first load (read-only) does not carry the form: it is asked for
 * once the page is up, before the patient presses Edit Profile. The server renders it whole either way (ADR 71),
 * and a page opened at ?edit hydrates the form as soon as its file has come.
 */
const loadEditProfile = () => import('./edit-profile.lazy')
const EditProfile = lazy(loadEditProfile)

export const meta = titleMeta

/**
 * The patient profile (docs/rules/profile.md#screens) at /newProfile and /patientProfile (the same module,
 * registered twice by remix.config.js): read-only with 'Edit Profile', edit mode at ?edit. The
 * verify dialog is part of the edit form (ADR 36); deleting a document has its own URL. A helper
 * holding `documents` gets the documents' upload forms alone (docs/helpers.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfile(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return answerProfileForm(request, context.clientAddress)
}

export default function PatientProfile() {
  const data = useLoaderData<typeof loader>()
  const profileScreen = useTexts('profileScreen')
  const servicesLang = useServicesLang()
  const helper = 'helper' in data
  useEffect(() => {
    if (!helper) void loadEditProfile()
  }, [helper])
  if ('helper' in data) return <HelperDocumentsView data={data} />
  if (data.loadFailed) {
    return (
      <div className="page profile">
        <h1>{profileScreen.title}</h1>
        <p className="notice notice--error" role="alert">
          {profileScreen.loadFailed}
        </p>
        <Link to={Path.dashboard}>{profileScreen.backToDashboard}</Link>
      </div>
    )
  }
  return (
    <div className="page profile">
      <ProfileHead title={profileScreen.title} back={Path.dashboard} />
      {data.addressConflict ? (
        <p
          className="notice notice--error"
          role="alert"
          // the services' own message; the page's text only when they sent none
          lang={data.addressConflict === profileScreen.loadFailed ? undefined : servicesLang}
        >
          {data.addressConflict}
        </p>
      ) : null}
      {data.editing && data.choicesFailed ? (
        <p className="notice notice--error">{profileScreen.choicesFailed}</p>
      ) : null}
      {data.editing ? (
        <Suspense fallback={null}>
          <EditProfile data={data} />
        </Suspense>
      ) : (
        <ProfileView data={data} />
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
