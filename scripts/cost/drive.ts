import http from 'node:http'

/**
 * Asks a server for pages over a few kept-alive connections, as browsers do (`Accept-Encoding`
 * with gzip and brotli), each connection asking again as soon as its page has arrived. Fails on
 * any answer but a 200. It keeps the cookies it is given, as a browser does (`jar`): a page that
 * sets one (the CSRF cookie, the device's) gets it back on the next, rather than setting it anew.
 */
export function driver(origin: string, { connections, cookie }: { connections: number; cookie?: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const cookies = jar(cookie)
  const headers = () => ({ 'accept-encoding': 'gzip, deflate, br', accept: 'text/html', ...cookies.header() })
  /** One page; answers how it came: its encoding and its bytes on the wire. */
  const once = (path: string) =>
    new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent, headers: headers() }, (response) => {
          cookies.take(response.headers['set-cookie'] ?? [])
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

/** A browser's cookies for one site, kept from its answers' Set-Cookie (a Max-Age of 0 drops one). */
export function jar(initial = '') {
  const kept = new Map<string, string>()
  const put = (pair: string) => {
    const at = pair.indexOf('=')
    if (at > 0) kept.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  for (const pair of initial.split(';')) put(pair)
  return {
    take(setCookies: readonly string[]) {
      for (const line of setCookies) {
        const [pair = '', ...attributes] = line.split(';')
        if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) kept.delete(pair.slice(0, pair.indexOf('=')).trim())
        else put(pair)
      }
    },
    header: (): { cookie?: string } =>
      kept.size ? { cookie: [...kept].map(([name, value]) => `${name}=${value}`).join('; ') } : {},
  }
}
