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
  const { pathname } = new URL(request.url)
  let asked: string
  try {
    asked = key(decodeURIComponent(pathname))
  } catch {
    // a path that does not decode is no row's (the request guard refuses it before Remix sees it)
    return null
  }
  for (const path of paths) if (key(path) === asked) return path
  return null
}
