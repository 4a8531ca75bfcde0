import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /home (spec 1's route table) is the dashboard. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.dashboard)
}
