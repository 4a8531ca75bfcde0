import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /VideoOpen (docs/rules/common.md#screens) is the video call screen. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.video)
}
