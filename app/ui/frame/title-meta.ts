import type { MetaFunction } from '@remix-run/react'

/**
 * A page's title in its language: the loader sends it as `title`, from the `pageTitles` texts
 * (`title: textsOf(locale, 'pageTitles').signIn`). When the loader threw (an error page), the root's
 * `portalTitle` stands in.
 */
export const titleMeta: MetaFunction = ({ data, matches }) => {
  const own = data && typeof data === 'object' && 'title' in data ? data.title : undefined
  const root = matches.find((m) => m.id === 'root')?.data as { portalTitle?: unknown } | undefined
  return [{ title: String(own ?? root?.portalTitle ?? '') }]
}
