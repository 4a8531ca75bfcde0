import { keptAnswers } from '~/utils/kept-answers'

/** Each cookie name's pattern, made once: the portal reads the same few names on every page. */
const patternOf = keptAnswers((name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`), 16)

/** One cookie's raw value from a Cookie header (undefined when absent): the few plain cookies the portal reads itself. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return patternOf(name).exec(header ?? '')?.[1]
}
