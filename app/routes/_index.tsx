import { redirect } from '@remix-run/node'

/** The front door: the dashboard, whose guard sends visitors to sign in. */
export function loader() {
  return redirect('/myappointments')
}
