import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { send } from './service-transport.server'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** A service that closes a connection it has kept idle for `keepAliveMs`, and says so, as Node's servers do. */
async function service(keepAliveMs: number) {
  const closes: { at: number; byClient: boolean }[] = []
  let connections = 0
  const server = http.createServer((_req, res) => res.end('{"ok":true}'))
  server.keepAliveTimeout = keepAliveMs
  server.on('connection', (socket) => {
    connections += 1
    let byClient = false
    socket.on('end', () => (byClient = true))
    socket.on('close', () => closes.push({ at: performance.now(), byClient }))
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  servers.push(server)
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/status`)
  return { url, closes, connections: () => connections }
}

const call = async (url: URL) => (await send(url, { method: 'GET', headers: {}, onStop: () => {} })).text()

describe('the pool of kept-alive connections', () => {
  it("lets an idle connection go before the service's own keep-alive time ends it, and the next call opens another", async () => {
    const { url, closes, connections } = await service(2_000)
    await call(url)
    const sent = performance.now()
    await new Promise((wait) => setTimeout(wait, 1_500))
    // the service's hint (timeout=2) less a second: the portal closed it, the service did not have to
    expect(closes).toHaveLength(1)
    expect(closes[0]!.byClient).toBe(true)
    expect(closes[0]!.at - sent).toBeLessThan(2_000)
    expect(await call(url)).toBe('{"ok":true}')
    expect(connections()).toBe(2)
  })

  it('keeps a connection for the next call while it is in use', async () => {
    const { url, connections } = await service(5_000)
    await call(url)
    await call(url)
    expect(connections()).toBe(1)
  })
})
