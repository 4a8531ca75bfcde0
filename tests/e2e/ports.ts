/** Addresses of the processes the e2e run starts (playwright.config.ts webServer). */
export const STANDIN_PORT = 4100
export const PORTAL_PORT = 3100
/** A second portal whose services are unreachable ('services down'). */
export const PORTAL_SERVICES_DOWN_PORT = 3101

export const STANDIN_URL = `http://127.0.0.1:${STANDIN_PORT}`
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`
export const PORTAL_SERVICES_DOWN_URL = `http://127.0.0.1:${PORTAL_SERVICES_DOWN_PORT}`
/** Port 9 (discard): nothing listens, so every call is refused at once. */
export const UNREACHABLE_SERVICES_URL = 'http://127.0.0.1:9'

export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-0123456789'

/**
 * The cluster project (scripts/cluster.ts): nginx in front of two portal instances sharing one
 * Redis, with a stand-in of their own. Ports apart from the ones above, so both sets can run.
 */
export const CLUSTER_PORT = 3200
export const CLUSTER_PORTAL_PORTS = [3201, 3202] as const
export const CLUSTER_STANDIN_PORT = 4200
export const CLUSTER_REDIS_PORT = 6390

export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORT}`
export const CLUSTER_PORTAL_URLS = CLUSTER_PORTAL_PORTS.map((port) => `http://127.0.0.1:${port}`)
export const CLUSTER_STANDIN_URL = `http://127.0.0.1:${CLUSTER_STANDIN_PORT}`
