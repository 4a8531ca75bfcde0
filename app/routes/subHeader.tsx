import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /subHeader (docs/rules/common.md#screens) is the dashboard's frame: the dashboard. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.dashboard)
}
