import { Form as RemixForm, useRouteLoaderData, type FormProps } from '@remix-run/react'
import { forwardRef } from 'react'
import type { loader as rootLoader } from '~/root'

/**
 * The CSRF token (server/csrf.ts, ADR 41) on the page: every form that posts carries it as its
 * first field, so it works without JavaScript; scripted posts send it as a header.
 */
export const CSRF_FIELD = '_csrf'

export function useCsrfToken() {
  return useRouteLoaderData<typeof rootLoader>('root')?.csrfToken ?? ''
}

/** The token as a hidden field: the first child of every form that posts. */
export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />
}

/** Remix's Form, with the token first when it posts: every form of the portal is one of these. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ children, ...props }, ref) {
  const posts = (props.method ?? 'get').toLowerCase() !== 'get'
  return (
    <RemixForm ref={ref} {...props}>
      {posts ? <CsrfField /> : null}
      {children}
    </RemixForm>
  )
})

/** For fetch() from the islands: the header that carries the token (read from the page's meta tag). */
export function csrfHeaders(): Record<string, string> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
  return token ? { 'X-CSRF-Token': token } : {}
}
