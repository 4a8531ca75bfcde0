/**
 * A portal instance's process runs with the same Node options and environment wherever it runs as
 * in production (scripts/portal-process.ts): the measuring scripts and `npm run cluster` take them
 * from that module; `npm start` and the deployment guide write them out, and are held to it here.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PORTAL_NODE_ARGS, PORTAL_PROCESS_ENV } from '../../scripts/portal-process.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const processLine = `${Object.entries(PORTAL_PROCESS_ENV)
  .map(([name, value]) => `${name}=${value} `)
  .join('')}node ${PORTAL_NODE_ARGS.join(' ')} build/server.js`

describe("a portal instance's process", () => {
  it('is started by npm start with the production settings', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`NODE_ENV=production DEMO_SERVICES=1 ${processLine}`)
  })

  it('is started as the deployment guide says', () => {
    expect(read('docs/deployment.md')).toContain(`\`NODE_ENV=production ${processLine}\``)
  })
})
