import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLocale } from '~/utils/language/locale'
import { languageCookie } from '~/utils/language/locale.server'
import { readForm } from '~/utils/request/form.server'
import { safeRedirectTarget } from '~/utils/request/redirect-target'

/**
 * The language switch (ADR 57): keeps the chosen language in the `lang` cookie and returns to the
 * page it came from, with or without JavaScript. An unknown language changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  return back(form.get('lang'), form.get('redirectTo'))
}

function back(lang: unknown, redirectTo: unknown) {
  const to = safeRedirectTarget(redirectTo)
  if (!isLocale(lang)) return redirect(to, 303)
  return redirect(to, { status: 303, headers: { 'Set-Cookie': languageCookie(lang) } })
}
