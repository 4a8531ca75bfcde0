import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { hospitalIdFromUrl } from '~/domain/identity/register-url'
import { Path } from '~/utils/navigation/paths'

/** Old-style links with the hospital id in the path (/register/hospitalId=3) keep working. */
export function loader({ request }: LoaderFunctionArgs) {
  const hospitalId = hospitalIdFromUrl(request.url)
  return redirect(hospitalId ? `${Path.register}?hospitalId=${hospitalId}` : Path.register)
}
