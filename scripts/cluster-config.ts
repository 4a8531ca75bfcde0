/**
 * What `npm run cluster` (scripts/cluster.ts) reads from the environment, and the nginx
 * configuration it renders from deploy/nginx/portal.conf. Pure functions, tested in
 * cluster-config.test.ts.
 */
import { accessSync, constants } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

/** Used when SESSION_SECRET is not set: every instance of one cluster must sign cookies alike. */
export const CLUSTER_SESSION_SECRET = 'cluster-session-secret-not-for-production-0123456789'

const port = z.coerce.number().int().min(1).max(65535)

const schema = z.object({
  // nginx, the one address of the cluster
  CLUSTER_PORT: port.default(8080),
  // one portal instance per port
  CLUSTER_PORTAL_PORTS: z
    .string()
    .default('3001,3002')
    .transform((list, ctx) => {
      const ports = list.split(',').map((p) => Number(p.trim()))
      if (ports.length < 1 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ports such as 3001,3002' })
        return z.NEVER
      }
      return ports
    }),
  CLUSTER_STANDIN_PORT: port.default(4001),
  CLUSTER_REDIS_PORT: port.default(6390),
  // where Redis's data, the stand-in's SQLite file and nginx's files go; unset: a temp folder,
  // removed when the cluster stops (a given folder is kept, and with it the sessions)
  CLUSTER_DIR: z.string().min(1).optional(),
  // remove a given CLUSTER_DIR too when the cluster stops (the e2e run's)
  CLUSTER_REMOVE_DIR: z.enum(['0', '1']).default('0'),
  SESSION_SECRET: z.string().min(32).optional(),
})

export type ClusterSettings = {
  port: number
  portalPorts: number[]
  standInPort: number
  redisPort: number
  dir: string | undefined
  removeDir: boolean
  sessionSecret: string
}

export class ClusterConfigError extends Error {}

export function clusterSettings(env: Record<string, string | undefined>): ClusterSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ClusterConfigError(`Invalid cluster configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const settings: ClusterSettings = {
    port: e.CLUSTER_PORT,
    portalPorts: e.CLUSTER_PORTAL_PORTS,
    standInPort: e.CLUSTER_STANDIN_PORT,
    redisPort: e.CLUSTER_REDIS_PORT,
    dir: e.CLUSTER_DIR,
    removeDir: !e.CLUSTER_DIR || e.CLUSTER_REMOVE_DIR === '1',
    sessionSecret: e.SESSION_SECRET ?? CLUSTER_SESSION_SECRET,
  }
  const all = [settings.port, ...settings.portalPorts, settings.standInPort, settings.redisPort]
  const twice = all.filter((p, i) => all.indexOf(p) !== i)
  if (twice.length > 0) throw new ClusterConfigError(`Invalid cluster configuration: port ${twice[0]} is used twice`)
  return settings
}

const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm
const LISTEN = /^(\s*)listen 127\.0\.0\.1:\d+;$/gm

/**
 * deploy/nginx/portal.conf with the cluster's ports: the upstream's server lines become one per
 * instance (keeping the first line's parameters), the listen line the cluster's port. Anything
 * else in the file is used as it is; a file whose lines no longer match fails loudly.
 */
export function renderPortalConf(text: string, { port, portalPorts }: { port: number; portalPorts: number[] }) {
  const servers = [...text.matchAll(UPSTREAM_SERVER)]
  const listens = [...text.matchAll(LISTEN)]
  if (servers.length === 0 || listens.length !== 1) {
    throw new ClusterConfigError(
      'deploy/nginx/portal.conf: expected `server 127.0.0.1:<port> ...;` lines in its upstream and one `listen 127.0.0.1:<port>;`',
    )
  }
  const [first] = servers
  const indent = first![1] ?? ''
  const params = first![2] ?? ''
  const lines = portalPorts.map((p) => `${indent}server 127.0.0.1:${p}${params};\n`).join('')
  let firstSeen = false
  const withServers = text.replace(UPSTREAM_SERVER, () => {
    if (firstSeen) return ''
    firstSeen = true
    return lines
  })
  return withServers.replace(LISTEN, (_line, space: string) => `${space}listen 127.0.0.1:${port};`)
}

/** Where the cluster's programs live besides PATH: Debian's folders, and the usual local builds. */
export const CLUSTER_TOOLS = {
  'redis-server': ['/usr/bin', '/usr/local/bin'],
  'redis-cli': ['/usr/bin', '/usr/local/bin'],
  nginx: ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'],
} as const

/** The first executable `name` on PATH, then in its known folders; undefined when there is none. */
export function findExecutable(name: keyof typeof CLUSTER_TOOLS, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of [...path.split(':').filter(Boolean), ...CLUSTER_TOOLS[name]]) {
    const file = join(dir, name)
    try {
      accessSync(file, constants.X_OK)
      return file
    } catch {
      // not here
    }
  }
  return undefined
}
