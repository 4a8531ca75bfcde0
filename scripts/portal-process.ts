/**
 * How a portal instance's Node process runs in production, beside its own settings (ADR 121): the
 * same in `npm start`, in `npm run cluster`'s instances, in the measuring scripts, in Playwright's
 * portals and in the fault rig, so the portal runs as it was measured and tested
 * (`tests/rules/portal-process.test.ts` holds every starter, `npm start` and the deployment guide
 * to it).
 *
 * - V8's old generation at most 384 MB. Unset, V8 sizes it from the machine's memory (4 GB here) and
 *   lets the heap grow to four times what survives a full collection before collecting again: a
 *   portal keeping 35 MB alive reserved 180-220 MB, more the longer it ran. At 384 MB it collects at
 *   about 1.35 times, and the heap stays near 80 MB; 384 MB is still ten times what the portal keeps.
 * - glibc's malloc with two arenas instead of up to sixteen (eight per core): the libuv threads that
 *   compress pages each took an arena of their own, whose freed memory stayed with the process.
 */
export const PORTAL_NODE_ARGS = ['--max-old-space-size=384']
export const PORTAL_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' }

/** The built portal's entry (`npm run build`), named here alone so no starter can name it without the settings. */
export const PORTAL_ENTRY = 'build/server.js'
/** A portal process's Node arguments: the settings, `extra` (an inspector, a profiler), the entry. */
export const portalNodeArgs = (extra: readonly string[] = []) => [...PORTAL_NODE_ARGS, ...extra, PORTAL_ENTRY]
/** The same as one command line, for what starts a command (Playwright's web servers); with PORTAL_PROCESS_ENV beside it. */
export const PORTAL_COMMAND = `node ${portalNodeArgs().join(' ')}`
