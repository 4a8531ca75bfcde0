import type { LoaderFunctionArgs } from '@remix-run/node'
import { Path } from '~/utils/paths'
import { redirectToScreen } from '~/utils/spec-url.server'

/** /LLoginTemplate (spec 1's route table), the login template, is sign-in. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirectToScreen(request, Path.signIn)
}
