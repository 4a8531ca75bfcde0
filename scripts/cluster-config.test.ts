import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CLUSTER_SESSION_SECRET, ClusterConfigError, clusterSettings, renderPortalConf } from './cluster-config'

const root = fileURLToPath(new URL('../', import.meta.url))
const portalConf = readFileSync(join(root, 'deploy/nginx/portal.conf'), 'utf8')

describe('the cluster settings', () => {
  it('has defaults apart from npm start (3000, 4000)', () => {
    expect(clusterSettings({})).toEqual({
      port: 8080,
      portalPorts: [3001, 3002],
      standInPort: 4001,
      redisPort: 6390,
      dir: undefined,
      removeDir: true,
      sessionSecret: CLUSTER_SESSION_SECRET,
    })
  })

  it('reads the ports, a folder to keep and a secret', () => {
    const settings = clusterSettings({
      CLUSTER_PORT: '3200',
      CLUSTER_PORTAL_PORTS: '3201, 3202,3203',
      CLUSTER_STANDIN_PORT: '4200',
      CLUSTER_REDIS_PORT: '6391',
      CLUSTER_DIR: '/tmp/x',
      SESSION_SECRET: 's'.repeat(32),
    })
    expect(settings).toMatchObject({ port: 3200, portalPorts: [3201, 3202, 3203], dir: '/tmp/x', removeDir: false })
    expect(settings.sessionSecret).toBe('s'.repeat(32))
    expect(clusterSettings({ CLUSTER_DIR: '/tmp/x', CLUSTER_REMOVE_DIR: '1' }).removeDir).toBe(true)
  })

  it.each([
    [{ CLUSTER_PORTAL_PORTS: '3001,nope' }, /CLUSTER_PORTAL_PORTS/],
    [{ CLUSTER_PORT: '70000' }, /CLUSTER_PORT/],
    [{ CLUSTER_PORT: '3001' }, /port 3001 is used twice/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
  ])('refuses %j', (env, message) => {
    expect(() => clusterSettings(env)).toThrow(ClusterConfigError)
    expect(() => clusterSettings(env)).toThrow(message)
  })
})

describe('deploy/nginx/portal.conf as the cluster runs it', () => {
  it('proxies to the portal with the headers, timeouts and body limit the portal relies on', () => {
    expect(portalConf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/)
    expect(portalConf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/)
    expect(portalConf).toMatch(/proxy_set_header Host \$http_host;/)
    expect(portalConf).toMatch(/proxy_read_timeout \d+s;/)
    // MAX_REQUEST_BYTES' default, 101 MiB (nginx's m is MiB)
    expect(portalConf).toMatch(/client_max_body_size 101m;/)
    // round robin: nothing that pins a client to an instance
    expect(portalConf).not.toMatch(/^\s*(ip_hash|hash|sticky)\b/m)
  })

  it('gets one upstream server per instance and the cluster port', () => {
    const conf = renderPortalConf(portalConf, { port: 3200, portalPorts: [3201, 3202, 3203] })
    expect(
      [...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+) max_fails=1 fail_timeout=5s;$/gm)].map((m) => m[1]),
    ).toEqual(['3201', '3202', '3203'])
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:3200;$/m)
    expect(conf).not.toMatch(/3001|3002|8080/)
  })

  it('fails loudly when the file no longer has the lines it replaces', () => {
    expect(() => renderPortalConf('server { listen 80; }', { port: 1, portalPorts: [2] })).toThrow(ClusterConfigError)
  })

  it('is a configuration nginx accepts, inside deploy/nginx/cluster.conf', () => {
    const dir = nginxPrefix({ port: 3299, portalPorts: [3297, 3298] })
    try {
      const out = execFileSync(nginx(), ['-t', '-p', `${dir}/`, '-c', join(dir, 'cluster.conf'), '-e', 'stderr'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      expect(out).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("logs a request without its query or a link's token, in the access log and the error log", async () => {
    // the instance's port answers nothing, so nginx has an upstream failure to tell of
    const [port, portalPort] = [await freePort(), await freePort()]
    const dir = nginxPrefix({ port, portalPorts: [portalPort] })
    const proxy = spawn(nginx(), ['-p', `${dir}/`, '-c', join(dir, 'cluster.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errorLog = ''
    proxy.stderr.on('data', (chunk) => (errorLog += String(chunk)))
    try {
      const base = `http://127.0.0.1:${port}`
      await expect
        .poll(
          () =>
            fetch(`${base}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(502)
      expect((await fetch(`${base}/r/Secret0Token1Of22Chars?day=today`)).status).toBe(502)
      expect((await fetch(`${base}/selectDoctor?search=asha+verma+diabetes`)).status).toBe(502)
      const accessLog = () => readFileSync(join(dir, 'logs/access.log'), 'utf8')
      await expect.poll(() => accessLog().split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(3)
      expect(accessLog()).toContain('"GET /r/:token HTTP/1.1" 502')
      expect(accessLog()).toContain('"GET /selectDoctor HTTP/1.1" 502')
      for (const secret of ['Secret0Token1Of22Chars', 'today', 'asha', 'diabetes', '?']) {
        expect(accessLog()).not.toContain(secret)
        expect(errorLog).not.toContain(secret)
      }
    } finally {
      proxy.kill('SIGTERM')
      await new Promise((resolve) => proxy.once('exit', resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** Debian's nginx, which the cluster runs. */
function nginx(): string {
  const found = ['/usr/sbin/nginx', 'nginx'].find((n) => {
    try {
      execFileSync(n, ['-v'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })
  expect(found, 'nginx is installed (Debian: apt-get install nginx-light; .ci/run does)').toBeDefined()
  return found!
}

/** A prefix folder as `npm run cluster` makes it: deploy/nginx/cluster.conf and portal.conf rendered with `ports`. */
function nginxPrefix(ports: { port: number; portalPorts: number[] }): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'))
  chmodSync(dir, 0o755)
  mkdirSync(join(dir, 'logs'))
  mkdirSync(join(dir, 'temp'))
  writeFileSync(join(dir, 'portal.conf'), renderPortalConf(portalConf, ports))
  copyFileSync(join(root, 'deploy/nginx/cluster.conf'), join(dir, 'cluster.conf'))
  return dir
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
