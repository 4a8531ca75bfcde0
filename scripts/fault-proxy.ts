/**
 * A fault-injecting HTTP proxy between the portal and the stand-in services (docs/resilience.md): every
 * request is forwarded, except those to a service that has a fault set, which get it. The faults
 * are the fault matrix's (tests/support/fault-matrix.ts); `setFault('doctor', 'reset')`, `clearFaults()`.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const PROXY_FAULTS = {
  'delay-3s': '3 s delay',
  'delay-20s': '20 s delay',
  'no-answer': 'no answer',
  '500-json': '500 JSON',
  '503-html': '503 HTML page',
  'truncated-json': 'truncated JSON',
  reset: 'connection reset',
} as const
export type ProxyFault = keyof typeof PROXY_FAULTS

export type FaultProxy = {
  url: string
  setFault(service: string, fault: ProxyFault): void
  clearFaults(): void
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target)
  const faults = new Map<string, ProxyFault>()
  const held = new Set<ServerResponse>()

  function pass(req: IncomingMessage, res: ServerResponse, truncate = false) {
    const out = forward(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (!truncate) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const cut = body.subarray(0, Math.max(1, Math.floor(body.length / 2)))
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': cut.length })
          res.end(cut)
        })
      },
    )
    out.on('error', () => res.destroy())
    req.pipe(out)
  }

  const server = createServer(async (req, res) => {
    const service = /^\/([a-z]+)-service\//.exec(req.url ?? '')?.[1]
    const fault = service ? faults.get(service) : undefined
    switch (fault) {
      case undefined:
        return pass(req, res)
      case 'delay-3s':
      case 'delay-20s':
        await sleep(fault === 'delay-3s' ? 3000 : 20_000)
        if (!res.destroyed) pass(req, res)
        return
      case 'no-answer':
        // held until the portal gives up and closes the connection
        held.add(res)
        res.on('close', () => held.delete(res))
        return
      case '500-json':
        res.writeHead(500, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify({
            status: 500,
            error: 'Internal Server Error',
            errorMessage: 'NullPointerException at com.hospital.PatientController.java:42',
          }),
        )
      case '503-html':
        res.writeHead(503, { 'content-type': 'text/html' })
        return res.end('<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>')
      case 'truncated-json':
        return pass(req, res, true)
      case 'reset':
        return req.socket.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setFault: (name, fault) => faults.set(name, fault),
    clearFaults: () => {
      faults.clear()
      for (const res of held) res.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
