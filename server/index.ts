import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logDevReady } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import {
  chatSocketOrigin,
  EnvError,
  insecurePublicUrl,
  loadEnv,
  missingPublicUrl,
  publicOrigin,
  type Env,
} from '../app/utils/env.server.ts'
import { hooksOf, importBuild, liveHooks, watchBuild, type PortalBuild } from './build.ts'
import { csrf } from './csrf.ts'
import { mountHeicConverter } from './heic-converter.ts'
import { closeAfterLargeBodies } from './large-bodies.ts'
import { observeRequests, publicReadiness, startMetricsServer } from './observability.ts'
import { refusePostsWithoutAction } from './post-target.ts'
import { precompressed } from './precompressed.ts'
import { remixHandler } from './remix-handler.ts'
import { requestGuard, swallowAfterRefusal } from './request-guard.ts'
import { requestUrl } from './request-url.ts'
import { answeredWhole, requestRoutes, routeIdOf, routeMatcher } from './route-ids.ts'
import { routeLimits } from './route-limits.ts'
import { securityHeaders } from './security-headers.ts'
import { demoSessionSecret } from './session-secret.ts'

/**
 * The portal's HTTP server: security headers and the CSP nonce, compression,
 * static files, /healthz, the CSRF cookie, the per-address limits and the request guard
 * (ADR 41), then Remix. In front of all of it, the request's URL is settled (ADR 72).
 * It runs compiled (`npm run build` writes build/server.js) and reaches the app only through the
 * Remix build and the hooks its server entry exports, handing it the settings as values (ADR 84).
 */
const demoBanner = [
  '',
  '  ************************************************************************',
  '  *  DEMO MODE: the stand-in hospital services are running, with their   *',
  '  *  demo accounts and published demo passwords, and /dev controls.      *',
  '  *  Never use this for patients: set SERVICES_URL to the real services. *',
  '  ************************************************************************',
  '',
].join('\n')

// server/index.ts and build/server.js both sit one folder below the project
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

let env: Env
try {
  env = loadEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const publicUrlProblem = missingPublicUrl(env)
if (publicUrlProblem) {
  console.error(publicUrlProblem)
  process.exit(1)
}

if (!env.sessionSecretGiven && !env.SERVICES_URL) {
  env = { ...env, SESSION_SECRET: demoSessionSecret(path.resolve(root, env.PORTAL_DATA_DIR)), sessionSecretGiven: true }
}

// No services address: run the stand-in in this process so `npm start` just works. The stand-in
// is the demo's, not production's: it runs from its TypeScript source through tsx (ADR 84).
let standIn: { url: string; close(): Promise<void> } | undefined
if (!env.SERVICES_URL) {
  const { tsImport } = await import('tsx/esm/api')
  const { startStandIn } = (await tsImport(
    '../backend/index.ts',
    import.meta.url,
  )) as typeof import('../backend/index.ts')
  const started = await startStandIn({
    port: env.STANDIN_PORT,
    layout: env.SERVICES_LAYOUT === 'ports' ? 'ports' : 'single',
    dataDir: path.resolve(root, env.STANDIN_DATA_DIR),
    // the links it sends (a helper's invitation, a reminder's link) point at this portal
    portalUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  })
  standIn = started
  env = { ...env, SERVICES_URL: started.url }
  console.log(`stand-in hospital services: ${started.url} (dev controls under /dev)`)
  console.warn(demoBanner)
}

const production = env.NODE_ENV === 'production'
const development = env.NODE_ENV === 'development'
// Slow clients: headers within 10 s, a whole request (an upload on a slow line) within 2 minutes;
// the request guard gives a form body less.
const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 120_000
const buildFile = path.join(root, 'build/index.js')
const getLoadContext: Parameters<typeof remixHandler>[0]['getLoadContext'] = (req, res) => ({
  cspNonce: String(res.locals.cspNonce),
  clientAddress: req.ip ?? 'unknown',
  rateLimit: res.locals.rateLimit,
  refused: () => res.locals.refused === true,
  csrfToken: String(res.locals.csrfToken),
})

/** The build the server runs now, with its request handler and route ids; development replaces it. */
function serving(build: PortalBuild) {
  // the settings as values: one session secret and the stand-in's address for the whole process
  hooksOf(build).setEnv(env)
  return {
    build,
    handle: remixHandler({ build, getLoadContext, wholeBodyOf: hooksOf(build).wholeBodyOf }),
    matchRoutes: routeMatcher(build.routes),
  }
}
let current = serving(await importBuild(buildFile))
// each request's routes are matched once, for its metrics label and where a post lands
const routesOf = requestRoutes(() => current.matchRoutes)
// the middleware below is made once; its hooks call the current build's
const portal = liveHooks(() => current.build)
const publicUrlWarning = insecurePublicUrl(env)
if (publicUrlWarning) portal.log().warn({ publicUrl: env.PUBLIC_URL }, publicUrlWarning)

const app = express()
app.disable('x-powered-by')
// Express parses every URL's query before any handler runs; Remix reads its own, and the server only asks whether
// a request is for a route's data (server/request-guard.ts): Node's flat parser, not qs's nested objects, at a
// third of the cost.
app.set('query parser', 'simple')
// While shutting down, every answer closes its connection, so keep-alive clients move on.
let draining = false
app.use((_req, res, next) => {
  if (draining) res.setHeader('Connection', 'close')
  next()
})
// The client address (for rate limits) comes from X-Forwarded-For only through known proxies.
if (env.TRUST_PROXY > 0) app.set('trust proxy', env.TRUST_PROXY)
// Before anything else: the one URL each request runs as, on a fixed origin (ADR 72).
app.use(requestUrl({ origin: publicOrigin(env) ?? `http://localhost:${env.PORT}`, portal }))

// Liveness: the process answers. Readiness: it can also reach its shared store; the public port
// says only that (the details are on the metrics listener, ADR 73).
app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').type('text/plain').send('ok')
})
app.get('/readyz', publicReadiness(portal))

app.use(
  securityHeaders({
    production,
    chatSocketOrigin: chatSocketOrigin(env),
    videoConnectSources: env.VIDEO_CONNECT_SOURCES,
    liveReloadOrigin: development ? env.REMIX_DEV_ORIGIN : undefined,
  }),
)
// The compression middleware for answers that are not sent whole: files, resource routes' answers, express's own.
// A page and a page's data leave compressed in one call (server/whole-answer.ts) and skip the middleware's wrapping
// of the response, which costs a page more than a per cent of its CPU.
const compress = compression()
app.use((req, res, next) => (answeredWhole(req.path, () => routesOf(res)) ? next() : compress(req, res, next)))

// Fingerprinted build output and pdf.js's worker (its version in its name, ADR 28) never change; other public files may.
// In production they go as the build compressed them (brotli or gzip); development's rebuilds are sent as they are.
for (const [at, dir] of [
  ['/build', 'public/build'],
  ['/pdfjs', 'public/pdfjs'],
] as const) {
  if (production) app.use(at, precompressed(path.join(root, dir)))
  app.use(at, express.static(path.join(root, dir), { immutable: true, maxAge: '1y' }))
}
// The other public files (the logo, the icon) all have an extension; pages have none, so a page costs no disk lookup.
const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h' })
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))

mountHeicConverter(app, portal.heicConverter)
app.use(observeRequests({ pageBudgetMs: env.PAGE_BUDGET_MS, routeIdOf: (res) => routeIdOf(routesOf(res)), portal }))
app.use(closeAfterLargeBodies)

app.use(csrf({ secret: env.SESSION_SECRET, production }))
app.use(routeLimits(portal))
app.use(requestGuard({ publicOrigin: publicOrigin(env), maxUploadBytes: env.MAX_REQUEST_BYTES, portal }))
app.use(refusePostsWithoutAction(routesOf, portal))

app.all('*', (req, res, next) => current.handle(req, res, next))
app.use(swallowAfterRefusal)

const server = app.listen(env.PORT, () => {
  console.log(`patient portal: http://localhost:${env.PORT} (${env.NODE_ENV})`)
  if (development) logDevReady(current.build)
})

// Development (`npm run dev`, ADR 84): `remix dev --manual` rebuilds on every save and leaves this
// process running; it takes the new build (a fresh copy, by its own URL) and says so, which
// `remix dev` reads from the output. The store, the sessions in it and the metrics carry on
// (app/utils/remember.server.ts). A change to server/ itself still needs a restart.
const stopWatching = development
  ? watchBuild(buildFile, () => {
      importBuild(buildFile, Date.now()).then(
        (build) => {
          current = serving(build)
          logDevReady(build)
        },
        // a build that fails to load leaves the last one serving; the next save tries again
        (error: unknown) => console.error('the new build did not load:', error),
      )
    })
  : undefined
server.headersTimeout = HEADERS_TIMEOUT_MS
server.requestTimeout = REQUEST_TIMEOUT_MS
const metricsServer = env.METRICS_PORT ? startMetricsServer(env.METRICS_PORT, portal) : undefined

// Stop accepting, finish the requests in flight (10 s at most), close the store, exit 0: a
// rolling restart drops nothing. Keep-alive connections close once their request is answered.
function shutdown(signal: string) {
  console.log(`${signal}: shutting down`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  metricsServer?.close()
  stopWatching?.()
  server.close(async () => {
    await portal.closeStore()
    await standIn?.close()
    process.exit(0)
  })
  server.closeIdleConnections()
  draining = true
}
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
