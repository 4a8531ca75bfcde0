import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { consultationIdFrom, readGuest } from '~/areas/guest-call.server'
// browser-only (empty on the server): rendered once hydrated; it imports the Chime SDK on join
import GuestCall from '~/islands/guest-call.client'
import videoStyles from '~/styles/video.css'
import { Form } from '~/ui/form/csrf-field'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { LanguageSwitch } from '~/ui/frame/language-switch'
import { titleMeta } from '~/ui/frame/title-meta'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'
import { requestTexts, textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'

export const meta = titleMeta
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: videoStyles }]

/** The guest's call page (docs/rules/guest-call.md#screens): only for a verified guest who consented. */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = consultationIdFrom(request)
  const guest = await readGuest(request, id)
  if (!guest) throw redirect(`${Path.guest}?id=${id}`)
  if (!guest.consented) throw redirect(`${Path.guestConsent}?id=${id}`)
  const { locale, texts } = requestTexts(request)
  return json({
    id,
    name: guest.name,
    title: texts('pageTitles').video,
    // the island's texts too (the call, its dialogs): they come with the page, in its language
    texts: textsFor(locale, 'callMessages', 'guestMessages'),
  })
}

export default function GuestCallPage() {
  const { id, name } = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  const text = useTexts('callMessages')
  const guestText = useTexts('guestMessages')
  return (
    <main id="main" className="guest-call" tabIndex={-1}>
      <LanguageSwitch />
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
            {guestText.leave}
          </button>
        )}
      </Form>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
