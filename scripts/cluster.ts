/**
 * `npm run cluster`: the portal as it runs at scale, on this machine. Redis (its own data folder,
 * append-only file), the stand-in services once, two portal instances in production mode sharing
 * that Redis, and nginx in front of them (round robin, no stickiness) on one address.
 *
 *   npm run cluster          then open the printed address (default http://127.0.0.1:8080)
 *
 * Env: CLUSTER_PORT (nginx, 8080), CLUSTER_PORTAL_PORTS (3001,3002), CLUSTER_STANDIN_PORT (4001),
 * CLUSTER_REDIS_PORT (6390), CLUSTER_DIR (default: a temp folder, removed at the end; a given
 * one is kept, with Redis's data, unless CLUSTER_REMOVE_DIR=1), SESSION_SECRET (default: a fixed one for the cluster). Every other variable (SIGNIN_RATE_LIMIT,
 * SESSION_IDLE_MINUTES...) reaches the instances as it is.
 *
 * If Redis stops (`redis-cli -p 6390 shutdown`), it is started again with the same data folder,
 * as a service manager would. SIGINT or SIGTERM stops everything it started: nginx first
 * (gracefully), then the instances (SIGTERM: they drain and exit 0), the stand-in and Redis;
 * then the temp folder goes. It exits 0 when every instance did. Needs nginx and redis-server
 * (Debian: apt-get install nginx-light redis-server) and a build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import {
  ClusterConfigError,
  clusterSettings,
  findExecutable,
  renderPortalConf,
  type ClusterSettings,
} from './cluster-config.ts'
import { PORTAL_ENTRY, PORTAL_PROCESS_ENV, portalNodeArgs } from './portal-process.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const say = (line: string) => console.log(`cluster: ${line}`)

type Child = { name: string; process: ChildProcess; exited: Promise<number | null> }

/** Starts a program in its own process group (a Ctrl-C reaches only this script, which stops it in order). */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Child {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => console.log(`[${name}] ${line}`))
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? null : 0)))
    child.on('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`)
      resolve(1)
    })
  })
  return { name, process: child, exited }
}

function running(child: Child) {
  return child.process.exitCode === null && child.process.signalCode === null && child.process.pid !== undefined
}

/** Signals a child, waits for it (SIGKILL after `ms`); answers its exit code (null: killed by a signal). */
async function stopChild(child: Child, signal: NodeJS.Signals, ms: number): Promise<number | null> {
  if (running(child)) child.process.kill(signal)
  const timer = setTimeout(() => {
    if (running(child)) {
      console.error(`cluster: ${child.name} did not stop within ${ms / 1000} s; killing it`)
      child.process.kill('SIGKILL')
    }
  }, ms)
  const code = await child.exited
  clearTimeout(timer)
  return code
}

async function waitFor(what: string, check: () => Promise<boolean>, child: Child, ms = 60_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (!running(child)) throw new Error(`${child.name} exited while starting (code ${child.process.exitCode})`)
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s`)
}

const answers200 = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok

/** Redis answers PING (a raw RESP exchange: no client library and its reconnect noise). */
function redisPings(port: number) {
  return () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port })
      socket.setTimeout(1_000, () => socket.destroy())
      socket.on('connect', () => socket.write('PING\r\n'))
      socket.on('data', (data) => {
        resolve(data.toString().startsWith('+PONG'))
        socket.end()
      })
      socket.on('error', () => resolve(false))
      socket.on('close', () => resolve(false))
    })
}

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function main(settings: ClusterSettings): Promise<number> {
  const redisServer = findExecutable('redis-server')
  const nginx = findExecutable('nginx')
  const missing = [redisServer ? null : 'redis-server', nginx ? null : 'nginx'].filter(Boolean)
  if (missing.length > 0) {
    console.error(`cluster: ${missing.join(' and ')} not found. On Debian: apt-get install -y redis-server nginx-light`)
    return 1
  }
  if (!existsSync(join(root, PORTAL_ENTRY))) {
    console.error('cluster: the portal is not built (build/server.js is missing). Run `npm run build` first.')
    return 1
  }
  const ports = [settings.port, ...settings.portalPorts, settings.standInPort, settings.redisPort]
  for (const port of ports) {
    if (!(await portIsFree(port))) {
      console.error(
        `cluster: port ${port} is in use (set CLUSTER_PORT, CLUSTER_PORTAL_PORTS, CLUSTER_STANDIN_PORT or CLUSTER_REDIS_PORT)`,
      )
      return 1
    }
  }

  const dir = settings.dir ?? mkdtempSync(join(tmpdir(), 'portal-cluster-'))
  const paths = {
    redis: join(dir, 'redis'),
    standIn: join(dir, 'standin'),
    portal: join(dir, 'portal'),
    nginx: join(dir, 'nginx'),
  }
  for (const p of Object.values(paths)) mkdirSync(p, { recursive: true })
  mkdirSync(join(paths.nginx, 'logs'), { recursive: true })
  mkdirSync(join(paths.nginx, 'temp'), { recursive: true })
  // as root, nginx's worker runs as nobody: it must be able to reach its temp folders
  chmodSync(dir, 0o755)
  chmodSync(paths.nginx, 0o755)
  chmodSync(join(paths.nginx, 'temp'), 0o755)

  const children: Child[] = []
  let redis: Child | undefined
  let stopping = false
  const redisUrl = `redis://127.0.0.1:${settings.redisPort}`
  const standInUrl = `http://127.0.0.1:${settings.standInPort}`
  const url = `http://127.0.0.1:${settings.port}`

  // Whatever happens to this script, nothing it started outlives it.
  process.on('exit', () => {
    for (const c of [...children, ...(redis ? [redis] : [])]) if (running(c)) c.process.kill('SIGKILL')
  })

  const startRedis = () =>
    start('redis', redisServer!, [
      '--port',
      String(settings.redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      paths.redis,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ])
  // Redis is supervised: if it stops while the cluster runs, it starts again on the same data.
  let quickExits = 0
  const superviseRedis = (child: Child) => {
    const started = Date.now()
    void child.exited.then((code) => {
      if (stopping) return
      quickExits = Date.now() - started < 3_000 ? quickExits + 1 : 0
      if (quickExits >= 3) {
        console.error('cluster: redis-server keeps exiting; stopping the cluster')
        void stopAll(1).then((code) => process.exit(code))
        return
      }
      say(`redis-server exited (code ${code}); starting it again with the same data folder`)
      setTimeout(() => {
        if (stopping) return
        redis = startRedis()
        superviseRedis(redis)
      }, 500)
    })
  }

  let stopped: Promise<number> | undefined
  const stopAll = (failed: number): Promise<number> => {
    stopped ??= (async () => {
      stopping = true
      say('stopping')
      const [nginxChild] = children.filter((c) => c.name === 'nginx')
      // nginx first (SIGQUIT: finish what it proxies), then the instances drain
      if (nginxChild) await stopChild(nginxChild, 'SIGQUIT', 10_000)
      const portals = children.filter((c) => c.name.startsWith('portal-'))
      const codes = await Promise.all(portals.map((c) => stopChild(c, 'SIGTERM', 15_000)))
      portals.forEach((c, i) => say(`${c.name} exited with ${codes[i] === null ? 'a signal' : `code ${codes[i]}`}`))
      const standIn = children.find((c) => c.name === 'stand-in')
      if (standIn) await stopChild(standIn, 'SIGTERM', 10_000)
      // SIGTERM: Redis writes its append-only file and exits
      if (redis) await stopChild(redis, 'SIGTERM', 10_000)
      if (settings.removeDir) rmSync(dir, { recursive: true, force: true })
      const clean = codes.every((c) => c === 0)
      say(clean ? 'stopped; every instance exited 0' : 'stopped; an instance did not exit 0')
      return failed || (clean ? 0 : 1)
    })()
    return stopped
  }
  let signals = 0
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1
    if (signals > 1) {
      console.error(`cluster: ${signal} again: killing everything now`)
      process.exit(1)
    }
    say(`${signal}`)
    void stopAll(0).then((code) => process.exit(code))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  try {
    redis = startRedis()
    await waitFor(`redis-server on port ${settings.redisPort}`, redisPings(settings.redisPort), redis)
    superviseRedis(redis)

    const standIn = start('stand-in', process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      ...process.env,
      STANDIN_PORT: String(settings.standInPort),
      STANDIN_HOST: '127.0.0.1',
      STANDIN_LAYOUT: 'single',
      STANDIN_DATA_DIR: paths.standIn,
      // the links the services send (invitations, reminders) lead to the cluster's one address (a setting of the caller's wins)
      STANDIN_PORTAL_URL: process.env.STANDIN_PORTAL_URL ?? `http://127.0.0.1:${settings.port}`,
    })
    children.push(standIn)
    await waitFor(`the stand-in on port ${settings.standInPort}`, answers200(`${standInUrl}/dev/logs`), standIn)

    const portals = settings.portalPorts.map((port, i) =>
      start(`portal-${i + 1}`, process.execPath, portalNodeArgs(), {
        ...process.env,
        ...PORTAL_PROCESS_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        REDIS_URL: redisUrl,
        SERVICES_URL: standInUrl,
        SERVICES_LAYOUT: 'paths',
        TRUST_PROXY: '1',
        SESSION_SECRET: settings.sessionSecret,
        // links sent out name nginx's address, the one patients use
        PUBLIC_URL: `http://127.0.0.1:${settings.port}`,
        PORTAL_DATA_DIR: paths.portal,
      }),
    )
    children.push(...portals)
    await Promise.all(
      portals.map((p, i) =>
        waitFor(
          `${p.name} on port ${settings.portalPorts[i]}`,
          answers200(`http://127.0.0.1:${settings.portalPorts[i]}/readyz`),
          p,
        ),
      ),
    )
    for (const p of portals) {
      void p.exited.then((code) => {
        if (!stopping) say(`${p.name} exited (code ${code}); nginx sends its requests to the others`)
      })
    }

    const conf = readFileSync(join(root, 'deploy/nginx/portal.conf'), 'utf8')
    writeFileSync(join(paths.nginx, 'portal.conf'), renderPortalConf(conf, settings))
    copyFileSync(join(root, 'deploy/nginx/cluster.conf'), join(paths.nginx, 'cluster.conf'))
    const proxy = start('nginx', nginx!, [
      '-p',
      `${paths.nginx}/`,
      '-c',
      join(paths.nginx, 'cluster.conf'),
      '-e',
      'stderr',
    ])
    children.push(proxy)
    await waitFor(`nginx on port ${settings.port}`, answers200(`${url}/healthz`), proxy)

    writeFileSync(
      join(dir, 'cluster.json'),
      JSON.stringify(
        {
          url,
          portals: portals.map((p, i) => ({ url: `http://127.0.0.1:${settings.portalPorts[i]}`, pid: p.process.pid })),
          standIn: { url: standInUrl, pid: standIn.process.pid },
          redis: { url: redisUrl, dataDir: paths.redis },
          nginx: { pid: proxy.process.pid, accessLog: join(paths.nginx, 'logs/access.log') },
        },
        null,
        2,
      ),
    )
    say(`Redis ${redisUrl} (data in ${paths.redis}), stand-in ${standInUrl}`)
    for (const [i, p] of portals.entries()) {
      say(`${p.name}: http://127.0.0.1:${settings.portalPorts[i]} (pid ${p.process.pid})`)
    }
    say(`nginx: access log ${join(paths.nginx, 'logs/access.log')}`)
    say(`the portal: ${url}  (Ctrl-C stops everything)`)
  } catch (error) {
    console.error(`cluster: ${error instanceof Error ? error.message : error}`)
    return stopAll(1)
  }
  // runs until a signal arrives (onSignal exits)
  return new Promise<number>(() => {})
}

try {
  process.exitCode = await main(clusterSettings(process.env))
} catch (error) {
  if (!(error instanceof ClusterConfigError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
