/**
 * Addresses of the processes the e2e run starts (playwright.config.ts webServer).
 * E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their suites at once.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const STANDIN_PORT = 4100 + OFFSET
export const PORTAL_PORT = 3100 + OFFSET
/** A second portal whose services are unreachable ('services down'). */
export const PORTAL_SERVICES_DOWN_PORT = 3101 + OFFSET
/** server.spec.ts starts portals (and a stand-in) of its own on these. */
export const OWN_PORTAL_PORT = 3150 + OFFSET
export const OWN_STANDIN_PORT = 4150 + OFFSET

/** The screen-reader run (tests/screen-reader/run.ts) starts a portal and a stand-in of its own. */
export const SCREEN_READER_PORTAL_PORT = 3300 + OFFSET
export const SCREEN_READER_STANDIN_PORT = 4300 + OFFSET

/** The guard's self-test (guard-selftest/) serves its tiny pages here. */
export const SELFTEST_PORT = 3199 + OFFSET

export const STANDIN_URL = `http://127.0.0.1:${STANDIN_PORT}`
// localhost, not an address: a passkey's relying party (PUBLIC_URL's host, ADR 92) must be a domain name
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`
export const PORTAL_SERVICES_DOWN_URL = `http://127.0.0.1:${PORTAL_SERVICES_DOWN_PORT}`
/** Port 9 (discard): nothing listens, so every call is refused at once. */
export const UNREACHABLE_SERVICES_URL = 'http://127.0.0.1:9'

export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-0123456789'

/**
 * The cluster project (scripts/cluster.ts): nginx in front of two portal instances sharing one
 * Redis, with a stand-in of their own. Ports apart from the ones above, so both sets can run.
 */
export const CLUSTER_PORT = 3200 + OFFSET
export const CLUSTER_PORTAL_PORTS = [3201 + OFFSET, 3202 + OFFSET] as const
export const CLUSTER_STANDIN_PORT = 4200 + OFFSET
export const CLUSTER_REDIS_PORT = 6390 + OFFSET

export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORT}`
export const CLUSTER_PORTAL_URLS = CLUSTER_PORTAL_PORTS.map((port) => `http://127.0.0.1:${port}`)
export const CLUSTER_STANDIN_URL = `http://127.0.0.1:${CLUSTER_STANDIN_PORT}`
