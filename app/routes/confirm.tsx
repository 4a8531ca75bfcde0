import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /confirm (docs/rules/common.md#screens) is the booking's confirmation step. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.confirmation)
}
