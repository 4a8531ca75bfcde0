import type { LoaderFunctionArgs } from '@remix-run/node'
import { getLoginPageImageFile } from '~/services/config.server'
import { scopeOf } from '~/utils/observability/request-context.server'
import { requireId } from '~/utils/request/http.server'
import { imageResponse } from '~/utils/request/image-response.server'

/** A sign-in page image (logo, background, sponsor), streamed through the portal: public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  return imageResponse(() => getLoginPageImageFile(id, scopeOf(request)), 'public, max-age=3600')
}
