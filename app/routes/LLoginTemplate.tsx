import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /LLoginTemplate (docs/rules/common.md#screens), the login template, is sign-in. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.signIn)
}
