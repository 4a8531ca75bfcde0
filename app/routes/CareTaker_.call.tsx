import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { consultationIdFrom, readGuest } from '~/flows/guest-call.server'
// browser-only (empty on the server): rendered once hydrated; it imports the Chime SDK on join
import GuestCall from '~/islands/guest-call.client'
import { pageTitles } from '~/messages/common/page-titles'
import { videoMessages } from '~/messages/video-call'
import videoStyles from '~/styles/video.css'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { Form } from '~/ui/form'
import { useHydrated } from '~/ui/use-hydrated'
import { Path } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: pageTitles.video }]
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

const text = videoMessages

/** The guest's call page (spec 3 screen 12): only for a verified guest who consented. */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (!guest) throw redirect(`${Path.guest}?id=${id}`)
  if (!guest.consented) throw redirect(`${Path.guestConsent}?id=${id}`)
  return json({ id, name: guest.name })
}

export default function GuestCallPage() {
  const { id, name } = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  return (
    <main id="main" className="guest-call" tabIndex={-1}>
      <h1>{text.title}</h1>
      <p>{name}</p>
      {hydrated ? (
        <GuestCall statusUrl={`${Path.guestStatus}?id=${id}`} />
      ) : (
        // server-rendered, so a browser without JavaScript says it plainly (it goes once the page hydrates)
        <p className="notice notice--warning">{text.needsJavaScript}</p>
      )}
      {/* leaving works without JavaScript too; the island submits it after leaving the meeting */}
      <Form method="post" action={`${Path.guestStatus}?id=${id}`} id="guest-leave-form" reloadDocument>
        <input type="hidden" name="intent" value="leave" />
        {hydrated ? null : (
          <button type="submit" className="button">
            {text.guest.leave}
          </button>
        )}
      </Form>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
