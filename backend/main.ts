/**
 * CLI: node --import tsx backend/main.ts
 * Env: STANDIN_PORT (4000), STANDIN_HOST (127.0.0.1), STANDIN_LAYOUT (single|ports),
 * STANDIN_DATA_DIR (.data, or 'memory'), STANDIN_JWT_SECRET, STANDIN_DEV_ROUTES (off to disable),
 * STANDIN_PORTAL_URL (the portal's public origin for links sent out; http://localhost:3000).
 */
import { z } from 'zod'
import { startStandIn } from './server.ts'

const env = z
  .object({
    STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    STANDIN_HOST: z.string().min(1).default('127.0.0.1'),
    STANDIN_LAYOUT: z.enum(['single', 'ports']).default('single'),
    STANDIN_DATA_DIR: z.string().min(1).default('.data'),
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
