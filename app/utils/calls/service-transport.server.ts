import http from 'node:http'
import https from 'node:https'

/**
 * How the portal talks HTTP to the services for a call without files: Node's own client over
 * kept-alive connections, one pool per service address for the whole process, without the Web
 * Request, Headers and Response objects `fetch` makes for each call (ADR 106). Calls that send
 * a form or stream a file back still go through `fetch` (service-request.server.ts).
 */
/**
 * How long a kept-alive connection may wait for its next call. A service closes one it has kept idle for its own
 * time (Node's servers 5 s; they say so in `Keep-Alive: timeout=5`, and the pool leaves a second before that hint
 * when it is shorter), and a call sent on it as it closes fails as unreachable: the pool lets it go first.
 */
const IDLE_CONNECTION_MS = 4_000

const options = { keepAlive: true, maxSockets: 64, scheduling: 'lifo', timeout: IDLE_CONNECTION_MS } as const
const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) }

/** What the portal reads of a service's answer; a `fetch` Response has the same. */
export type ServiceAnswer = {
  status: number
  ok: boolean
  headers: { get(name: string): string | null }
  text(): Promise<string>
}

/**
 * Hands the caller what ends the call when its budget runs out (`stop`), once the call has started: the call's
 * timer asks for it, rather than an AbortSignal, whose making and listeners cost about a fifth of a call's CPU.
 */
export type OnStop = (stop: () => void) => void

export type Outgoing = { method: string; headers: Record<string, string>; body?: string; onStop: OnStop }

/** Sends a call and answers once the status and headers are in; the body is read by `text()`. */
export function send(target: URL, { method, headers, body, onStop }: Outgoing): Promise<ServiceAnswer> {
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, { method, headers, agent: agents[target.protocol as 'http:'] })
    // stopped before the answer came: 'error' rejects; after, the answer's body fails as cut off
    onStop(() => outgoing.destroy(new Error('the call ran out of time')))
    outgoing.on('error', reject)
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = []
      const whole = new Promise<string>((done, fail) => {
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
        incoming.on('error', fail)
        incoming.on('aborted', () => fail(new Error('the answer was cut off')))
      })
      // an answer whose body is never asked for is still read to its end, so the connection goes back to the pool
      whole.catch(() => undefined)
      const status = incoming.statusCode ?? 0
      resolve({
        status,
        ok: status >= 200 && status < 300,
        headers: {
          get: (name) => {
            const value = incoming.headers[name.toLowerCase()]
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
          },
        },
        text: () => whole,
      })
    })
    outgoing.end(body)
  })
}
