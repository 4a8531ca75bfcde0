import { urlTable } from '../../remix.config.js'

export { urlTable }

/** A path as Remix's router matches it: no empty segments, any case. */
const key = (path: string) => path.split('/').filter(Boolean).join('/').toLowerCase()

/**
 * The table's spelling of the path a request came in on, among `paths`: the router matched the
 * row whatever the case (`/accessibility` runs the Accessibility row), so the row is found the
 * same way. Null for a path not in `paths`.
 */
export function tablePath(request: Request, paths: Iterable<string>): string | null {
  const asked = key(decodeURIComponent(new URL(request.url).pathname))
  for (const path of paths) if (key(path) === asked) return path
  return null
}
