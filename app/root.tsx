import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import styles from '~/styles/app.css'
import bookingConfirmationStyles from '~/styles/booking-confirmation.css'
import bookingStyles from '~/styles/booking.css'
import { Announcer } from '~/ui/announce/announcer'
import { ActingBanner } from '~/ui/frame/acting-banner'
import { AlertBanner } from '~/ui/frame/alert-banner'
import { GeneralErrorBoundary } from '~/ui/frame/error-boundary'
import { PageFocus } from '~/ui/frame/page-focus'
import { ProgressBar } from '~/ui/frame/progress-bar'
import { useRootTexts } from '~/ui/frame/root-texts'
import { useLinkClicks } from '~/ui/navigation/link'
import { localeOf } from '~/utils/language/locale.server'
import { rootTexts } from '~/utils/language/root-texts.server'
import { PageTexts } from '~/utils/language/texts'
import { layoutDataStale } from '~/utils/navigation/layout-revalidation'
import { useNonce } from '~/utils/request/nonce'
import { takeAlert } from '~/utils/session/alerts.server'

// The booking journey's stylesheets load with the first page, cached for every later one: a client-side
// navigation waits for a route's stylesheet before it renders, a round trip on a slow phone (ADR 49).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'stylesheet', href: bookingStyles },
  { rel: 'stylesheet', href: bookingConfirmationStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const failed = isRouteErrorResponse(error) ? (error.data as { portalTitle?: string } | undefined) : undefined
  return [{ title: data?.portalTitle ?? failed?.portalTitle ?? '' }]
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = rootTexts(localeOf(request))
  // a store out of reach throws its 503 with these texts too (inStore), for the error page
  return { alert: await takeAlert(request), csrfToken: context.csrfToken ?? '', ...language }
}

// whether the page shows an alert, which lives for one page only (set once the page has rendered)
let alertShown = false

/** Asked again when the alert on screen must go, or when layout data can have changed (ADR 67). */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => alertShown || layoutDataStale(args)

/**
 * What a route's page runs (ADR 67): `true` (the default) Remix's scripts; `'inline'` no script file, only the
 * small inline scripts (no download, no hydration on a slow phone); `false` none at all (nothing to enhance).
 * A function decides from the route's data.
 */
type Scripts = boolean | 'inline'
export type RouteHandle = { scripts?: Scripts | ((data: unknown) => Scripts) }

function scriptsOf(match: { handle?: unknown; data?: unknown }): Scripts {
  const scripts = (match.handle as RouteHandle | undefined)?.scripts ?? true
  return typeof scripts === 'function' ? scripts(match.data) : scripts
}

// Tells the server the browser's time zone, so times show in the patient's zone. Once the page has loaded:
// the first Intl formatter loads the time zone data, several milliseconds on a slow phone that would otherwise
// come before the page answers input (ADR 68).
const timeZoneHint = `addEventListener("load",function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,c="tz="+encodeURIComponent(z);if(z&&document.cookie.split("; ").indexOf(c)<0)document.cookie=c+";path=/;max-age=31536000;samesite=lax"}catch(e){}})`

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // the language and texts also when the root loader failed (the error page)
  const frame = useRootTexts()
  const matches = useMatches()
  const scripts = matches.map(scriptsOf)
  const withScripts = scripts.every((s) => s === true)
  useEffect(() => {
    alertShown = Boolean(data?.alert)
  }, [data?.alert])
  useLinkClicks()
  return (
    <PageTexts>
      <html lang={frame?.locale ?? 'en'}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* for scripted posts (the islands' fetch); forms carry it as a field (app/ui/form/csrf-field.tsx) */}
          {data?.csrfToken ? <meta name="csrf-token" content={data.csrfToken} /> : null}
          <Meta />
          <Links />
        </head>
        <body>
          {frame ? (
            <a className="skip-link" href="#main">
              {frame.texts.frameMessages.skipLink}
            </a>
          ) : null}
          <ActingBanner />
          {withScripts ? <ProgressBar /> : null}
          <AlertBanner alert={data?.alert ?? null} />
          {children}
          {/* after the page, so the page's own focus (an error summary, a dialog) is taken before it looks */}
          {withScripts ? (
            <>
              <Announcer />
              <PageFocus />
            </>
          ) : null}
          {/* also on the sign-in form ('inline'): the first page, and the dashboard after it shows times; after the
            content, as a script in the head would hold the parser until the stylesheets have loaded */}
          {scripts.includes(false) ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: timeZoneHint }} />}
          {withScripts ? (
            <>
              <ScrollRestoration nonce={nonce} />
              {/* development only (npm run dev): the page reloads on a new build; nothing in production */}
              <LiveReload nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          ) : null}
        </body>
      </html>
    </PageTexts>
  )
}

export default function App() {
  return <Outlet />
}

export const ErrorBoundary = GeneralErrorBoundary
