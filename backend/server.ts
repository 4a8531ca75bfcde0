import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createServicesApp } from './app.ts'
import { ChatHub } from './chat-hub.ts'
import { resolveJwtSecret, SERVICE_NAMES, SERVICE_PORTS, type ServiceName } from './config.ts'
import { openDatabase } from './db/open.ts'
import { errorResponse, ServiceError } from './errors.ts'
import { grantIsLive, settleGrants } from './helping/grants.ts'

export interface StandInOptions {
  /** layout 'single' only; default 4000, 0 for any free port. */
  port?: number
  host?: string
  /** 'single': one port serves every path. 'ports': each service on its test-host port. */
  layout?: 'single' | 'ports'
  /** Folder for standin.sqlite (created if missing), or 'memory'. Default '.data'. */
  dataDir?: string
  /** layout 'ports' only: override some ports (0 = any free port), e.g. to run beside another copy. */
  ports?: Partial<Record<ServiceName, number>>
  now?: () => Date
  jwtSecret?: string
  /** The portal's public origin, for links sent out (default STANDIN_PORTAL_URL, else http://localhost:3000). */
  portalUrl?: string
}

export interface StandIn {
  url: string
  /** The port each service listens on (every service shares one in layout 'single'). */
  ports: Record<ServiceName, number>
  close(): Promise<void>
}

/** How often the helpers' grants are swept (endings by time, notices a week before an end). */
const SWEEP_MS = 60 * 60_000

type FetchHandler = (request: Request) => Response | Promise<Response>

/** The stand-in services as a real HTTP server (dev, demo, e2e, load tests). */
export async function startStandIn(opts: StandInOptions = {}): Promise<StandIn> {
  const host = opts.host ?? '127.0.0.1'
  const dataDir = opts.dataDir ?? '.data'
  const db = openDatabase(dataDir === 'memory' ? ':memory:' : databaseFile(dataDir), { now: opts.now })
  const chatHub = new ChatHub(resolveJwtSecret(opts.jwtSecret), (grantId) =>
    grantIsLive({ db, now: opts.now ?? (() => new Date()) }, grantId),
  )
  const app = createServicesApp({ db, now: opts.now, jwtSecret: opts.jwtSecret, chatHub, portalUrl: opts.portalUrl })
  const servers: ServerType[] = []
  const now = opts.now ?? (() => new Date())
  // grants end by time and their notices go out even when nobody asks the services
  const sweep = setInterval(() => settleGrants({ db, now }), SWEEP_MS)
  sweep.unref()
  // the chat websocket shares the HTTP server of the appointment service (every server in layout 'single')
  const withChat = (name: ServiceName | 'single', server: ServerType) => {
    if (name === 'single' || name === 'appointment') chatHub.attach(server as Server, now)
    return server
  }
  const close = async () => {
    clearInterval(sweep)
    chatHub.close()
    await Promise.all(servers.map(stopServer))
    if (db.open) db.close()
  }
  // a client on the same machine reaches a wildcard listener through loopback
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host

  try {
    if ((opts.layout ?? 'single') === 'single') {
      const { server, port } = await listen(app.fetch, opts.port ?? 4000, host)
      servers.push(withChat('single', server))
      const ports: Record<ServiceName, number> = { ...SERVICE_PORTS }
      for (const name of SERVICE_NAMES) ports[name] = port
      return { url: `http://${urlHost}:${port}`, ports, close }
    }
    const ports: Record<ServiceName, number> = { ...SERVICE_PORTS }
    for (const name of SERVICE_NAMES) {
      const { server, port } = await listen(
        onlyService(name, app.fetch),
        opts.ports?.[name] ?? SERVICE_PORTS[name],
        host,
      )
      servers.push(withChat(name, server))
      ports[name] = port
    }
    return { url: `http://${urlHost}`, ports, close }
  } catch (err) {
    await close()
    throw err
  }
}

function databaseFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true })
  return join(dataDir, 'standin.sqlite')
}

/** On a test host each port answers only its own service's paths (and the dev controls). */
function onlyService(name: ServiceName, fetch: FetchHandler): FetchHandler {
  const prefix = `/${name}-service/`
  return (request) => {
    const path = new URL(request.url).pathname
    if (path.startsWith(prefix) || path.startsWith('/dev/')) return fetch(request)
    return errorResponse(new ServiceError(404, `This port serves only ${prefix}`))
  }
}

function listen(fetch: FetchHandler, port: number, hostname: string) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info) => resolve({ server, port: info.port }))
    server.once('error', reject)
  })
}

function stopServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    // keep-alive connections would otherwise hold close() open
    if ('closeAllConnections' in server) server.closeAllConnections()
  })
}
