import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Demo mode (no SERVICES_URL, the built-in stand-in) without SESSION_SECRET: one secret is made
 * once and kept in the data folder, readable by this user only, so sessions survive a restart
 * and `npm start` needs no setup. Real services require SESSION_SECRET (the env schema says so).
 */
export function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  console.log(`SESSION_SECRET is not set: created one for the demo services in ${file}`)
  return secret
}
