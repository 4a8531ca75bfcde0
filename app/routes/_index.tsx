import { redirect } from '@remix-run/node'
import { Path } from '~/utils/navigation/paths'

/** The front door: the dashboard, whose guard sends visitors to sign in. */
export function loader() {
  return redirect(Path.dashboard)
}
