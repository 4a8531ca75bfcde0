/**
 * CLI: node --import tsx backend/main.ts
 * Env: STANDIN_PORT (4000), STANDIN_HOST (127.0.0.1), STANDIN_LAYOUT (single|ports),
 * STANDIN_DATA_DIR (.data, or 'memory'), STANDIN_JWT_SECRET, STANDIN_DEV_ROUTES (off to disable),
 * STANDIN_PORTAL_URL (the portal's public origin for links sent out; http://localhost:3000),
 * STANDIN_REMINDER_MINUTES, STANDIN_CALL_REMINDER_MINUTES, STANDIN_REMINDER_SWEEP_SECONDS.
 */
import { z } from 'zod'
import { startStandIn } from './server.ts'

const env = z
  .object({
    STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    STANDIN_HOST: z.string().min(1).default('127.0.0.1'),
    STANDIN_LAYOUT: z.enum(['single', 'ports']).default('single'),
    STANDIN_DATA_DIR: z.string().min(1).default('.data'),
    // reminders (docs/reminders.md#settings): the portal's public address for the links, the offsets, the sweep
    STANDIN_PORTAL_URL: z.string().url().default('http://localhost:3000'),
    STANDIN_REMINDER_MINUTES: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be minutes before the start, comma-separated, such as 1440,120')
      .default('1440')
      .transform((v) => v.split(',').map(Number)),
    STANDIN_CALL_REMINDER_MINUTES: z.coerce.number().int().min(0).default(30),
    STANDIN_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  })
  .safeParse(process.env)

if (!env.success) {
  const lines = env.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  console.error(`Invalid stand-in configuration:\n${lines.join('\n')}`)
  process.exit(1)
}

const standIn = await startStandIn({
  port: env.data.STANDIN_PORT,
  host: env.data.STANDIN_HOST,
  layout: env.data.STANDIN_LAYOUT,
  dataDir: env.data.STANDIN_DATA_DIR,
  portalUrl: env.data.STANDIN_PORTAL_URL,
  reminders: {
    offsetsMinutes: env.data.STANDIN_REMINDER_MINUTES,
    callOffsetMinutes: env.data.STANDIN_CALL_REMINDER_MINUTES,
  },
  reminderSweepMs: env.data.STANDIN_REMINDER_SWEEP_SECONDS * 1000,
})
console.log(`stand-in services listening on ${standIn.url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await standIn.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
