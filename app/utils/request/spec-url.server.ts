import { redirect } from '@remix-run/node'

/**
 * The hospital's other URLs for a screen (docs/rules/common.md#screens: /home, /subHeader, /confirm, /VideoOpen,
 * /LLoginTemplate) answer with the portal's URL for it, the query kept: links in e-mails and
 * bookmarks point at them (the hospital's URLs are kept).
 */
export function redirectToScreen(request: Request, to: string) {
  return redirect(`${to}${new URL(request.url).search}`)
}
