import { notFound } from '~/utils/request/http.server'

/** Any address the portal doesn't have: a 404 with the shared error page. */
export function loader() {
  throw notFound()
}

export default function NotFound() {
  return null
}
