import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { openRedisStore } from '~/utils/shared-store/redis.server'

/**
 * A real redis-server on a free port (Debian's package; .ci/run installs it), for the tests that
 * hold the Redis store to the same rules as SQLite. Answers its URL once Redis takes commands.
 */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const url = `redis://127.0.0.1:${port}`
  const probe = openRedisStore(url)
  try {
    for (let i = 0; ; i++) {
      try {
        await probe.ping()
        break
      } catch (error) {
        if (i > 50) throw error
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  } finally {
    await probe.close()
  }
  return { url, stop: () => redis.kill() }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
