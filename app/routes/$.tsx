/** Any address the portal doesn't have: a 404 with the shared error page. */
export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}
