import { redirect } from '@remix-run/node'

/**
 * The spec's other URLs for a screen (spec 1's route table: /home, /subHeader, /confirm, /VideoOpen,
 * /LLoginTemplate) answer with the portal's URL for it, the query kept: links in e-mails and
 * bookmarks point at them (design.md: keep the spec's URLs).
 */
export function redirectToScreen(request: Request, to: string) {
  return redirect(`${to}${new URL(request.url).search}`)
}
