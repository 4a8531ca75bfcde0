/**
 * /readyz on the public port says ready or not and nothing else (server/observability.ts,
 * ADR 73): replayed as the request that read the store's kind and every circuit's state from it.
 * The details are on the metrics listener, bound to 127.0.0.1.
 */
import type { AddressInfo } from 'node:net'
import express from 'express'
import { http as mocked, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serverHooks } from '~/entry.server'
import { publicReadiness, startMetricsServer } from '../../server/observability'
import { server as msw } from '../mocks/standin'

let publicBase = ''
let metricsBase = ''
const closers: (() => void)[] = []

beforeAll(async () => {
  const app = express()
  app.get('/readyz', publicReadiness(serverHooks))
  const portal = app.listen(0, '127.0.0.1')
  const metricsListener = startMetricsServer(0, serverHooks)
  await Promise.all([portal, metricsListener].map((s) => new Promise((resolve) => s.once('listening', resolve))))
  publicBase = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`
  metricsBase = `http://127.0.0.1:${(metricsListener.address() as AddressInfo).port}`
  closers.push(
    () => portal.close(),
    () => metricsListener.close(),
  )
})
afterAll(() => closers.forEach((close) => close()))
beforeEach(() => {
  msw.use(
    mocked.all(`${publicBase}/*`, () => passthrough()),
    mocked.all(`${metricsBase}/*`, () => passthrough()),
  )
})

describe('readiness', () => {
  it('on the public port: "ready", nothing about the store or the services', async () => {
    const answer = await fetch(`${publicBase}/readyz`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toBe('ready')
  })

  it('on the metrics listener: the store and each circuit', async () => {
    const answer = await fetch(`${metricsBase}/readyz`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { services: { breakers: Record<string, string> } }
    expect(body).toEqual({
      ready: true,
      store: { kind: 'sqlite', ok: true },
      services: { breakers: expect.any(Object), loggerQueue: 0 },
    })
    // reported, not counted (ADR 44); all closed here: nothing has failed
    expect(Object.values(body.services.breakers)).not.toContain('open')
  })
})
