import { Fragment, type ReactNode } from 'react'
import type { Params } from '~/utils/language/texts'

/**
 * A text whose placeholders are elements: 'By signing in, you agree to our {terms} and {privacy}.'
 * with links for {terms} and {privacy}. The sentence stays whole in every language, because the
 * word order around the link differs between them (ADR 56). Plain values use fill() instead.
 */
export function Fill<S extends string>({
  text,
  values,
}: {
  text: S
  values: { readonly [K in Params<S>]: ReactNode }
}) {
  const parts = text.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? part : <Fragment key={i}>{(values as Record<string, ReactNode>)[part] ?? `{${part}}`}</Fragment>,
      )}
    </>
  )
}
