import http from 'node:http'

/**
 * Asks a server for pages over a few kept-alive connections, as browsers do (`Accept-Encoding`
 * with gzip and brotli), each connection asking again as soon as its page has arrived. Fails on
 * any answer but a 200.
 */
export function driver(origin: string, { connections, cookie }: { connections: number; cookie?: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html', ...(cookie ? { cookie } : {}) }
  /** One page; answers how it came: its encoding and its bytes on the wire. */
  const once = (path: string) =>
    new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent, headers }, (response) => {
          let bytes = 0
          response.on('data', (chunk: Buffer) => (bytes += chunk.length))
          response.on('end', () =>
            response.statusCode === 200
              ? resolve({ encoding: response.headers['content-encoding'] ?? 'none', bytes })
              : reject(new Error(`${origin}${path}: ${response.statusCode}`)),
          )
        })
        .on('error', reject)
    })
  // a kept-alive connection the server closed as it idled (while the other side was measured) is reset once
  const get = (path: string) =>
    once(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error
      return once(path)
    })
  return {
    /** `count` pages, the paths taken in turn. */
    async pages(paths: string[], count: number) {
      let next = 0
      const connection = async () => {
        while (next < count) await get(paths[next++ % paths.length]!)
      }
      await Promise.all(Array.from({ length: connections }, connection))
    },
    /** One page, as it came. */
    sample: get,
    close: () => agent.destroy(),
  }
}
