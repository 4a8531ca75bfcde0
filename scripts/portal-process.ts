/**
 * How a portal instance's Node process runs in production, beside its own settings (ADR 121): the
 * same in `npm start`, in `npm run cluster`'s instances and in the measuring scripts, so the portal
 * runs as it was measured (`tests/rules/portal-process.test.ts` holds `npm start` and the
 * deployment guide to it).
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
