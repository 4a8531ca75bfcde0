import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import type { Locale } from '~/utils/language/locale'
import type { rootNamespaces } from '~/utils/language/root-texts.server'
import type { English } from '~/utils/language/texts'

/** The namespaces the root sends with every page, and with its own error (root.tsx). */
export type RootNamespace = (typeof rootNamespaces)[number]
export type RootTexts = { locale: Locale; texts: Pick<English, RootNamespace> }

/**
 * The root's language and texts, for what the root renders around every page and in its error
 * page (the skip link, the progress bar, the error boundary): from the root loader's data, or,
 * when the root loader itself failed, from the answer it threw, which carries them too (ADR 56:
 * an error page's texts come from the root). undefined only when neither is there, which the root
 * loader does not let happen.
 */
export function useRootTexts(): RootTexts | undefined {
  const data = useRouteLoaderData('root') as RootTexts | undefined
  const error = useRouteError()
  if (data?.texts) return data
  const thrown = isRouteErrorResponse(error) ? (error.data as Partial<RootTexts> | undefined) : undefined
  return thrown?.texts && thrown.locale ? (thrown as RootTexts) : undefined
}
