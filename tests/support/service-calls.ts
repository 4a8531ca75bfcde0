import { server } from '../mocks/standin'

/**
 * Counts the portal's calls to the services whose path ends with `pathEnd` (what a burst got
 * through to them), from now until `stop`.
 */
export function countCalls(pathEnd: RegExp) {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (pathEnd.test(new URL(request.url).pathname)) count++
  }
  server.events.on('request:start', listener)
  return {
    get count() {
      return count
    },
    stop: () => server.events.removeListener('request:start', listener),
  }
}
