/**
 * The request histogram's labels come from bounded sets (server/observability.ts,
 * server/route-ids.ts): replayed as a stranger asking for 5,000 paths no one asked for before,
 * through the portal's request chain and Remix's router (tests/security/server-chain.ts). Each
 * path once became a series of its own, kept for the life of the process.
 */
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { metrics } from '~/utils/observability/metrics.server'
import { letThrough, send, startChain, type Chain } from './server-chain'

let chain: Chain
const page = { loader: () => Response.json({ ok: true }) }

beforeAll(async () => {
  chain = await startChain({
    'routes/signin': { path: 'signin', module: page },
    'routes/doctor.$id': { path: 'doctor/:id', module: page },
  })
})
afterAll(() => chain.close())
beforeEach(() => letThrough(chain))

function chunks<T>(list: T[], size: number) {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))
}

/** GETs of `paths` one after another on one connection, as a scanner sends them; their statuses. */
function pipelined(paths: string[]): Promise<number[]> {
  const requests = paths.map(
    (path, i) =>
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${i === paths.length - 1 ? 'Connection: close\r\n' : ''}\r\n`,
  )
  return new Promise((resolve, reject) => {
    const socket = net.connect(chain.port, '127.0.0.1', () => socket.write(requests.join('')))
    let answers = ''
    socket.on('data', (chunk) => (answers += String(chunk)))
    socket.on('end', () => resolve([...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]))))
    socket.on('error', reject)
  })
}

/** The histogram's series: one `_count` sample per label set. */
async function series() {
  const { values } = await metrics().pageRequests.get()
  return values.filter((v) => v.metricName?.endsWith('_count')).map((v) => v.labels)
}

describe('no client can grow the metrics registry', () => {
  it('5,000 unique paths add a handful of series, each a route id or other', async () => {
    const before = (await series()).length
    const paths = Array.from({ length: 5000 }, (_, i) =>
      i % 2 ? `/nowhere-${i}/x${i.toString(36)}` : `/doctor/${i}-${Math.random().toString(36).slice(2)}`,
    )
    const statuses: number[] = []
    for (let at = 0; at < paths.length; at += 1000)
      statuses.push(...(await Promise.all(chunks(paths.slice(at, at + 1000), 100).map(pipelined))).flat())
    expect(statuses).toHaveLength(5000)
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([])
    for (const method of ['PROPFIND', 'PATCH', 'DELETE']) await send(chain, `/nowhere/${method}`, { method })
    const after = await series()
    // doctor/:id 200, other 404, and the other methods' answers under one `other` method
    expect(after.length - before).toBeLessThanOrEqual(6)
    expect(new Set(after.map((labels) => labels.route))).toEqual(new Set(['routes/doctor.$id', 'other']))
    expect(new Set(after.map((labels) => labels.method))).toEqual(new Set(['GET', 'other']))
  }, 60_000)
})
