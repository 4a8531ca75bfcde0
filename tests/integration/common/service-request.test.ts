import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { breakerState, resetBreakers } from '~/utils/calls/circuit-breakers.server'
import { ServiceError } from '~/utils/calls/service-error'
import { callService, callServiceForFile } from '~/utils/calls/service-request.server'
import { resetEnvCache } from '~/utils/env.server'
import { LOGGER_QUEUE_LIMIT, reportToLogger } from '~/utils/observability/logger-queue.server'
import { metrics } from '~/utils/observability/metrics.server'
import { newScope, type RequestScope } from '~/utils/observability/request-context.server'
import { injectFault, server, SERVICES_URL } from '../../mocks/standin'
import { standInLogs } from '../../support/standin-logs'

/** The hospital's details, asked without a token, for a request's scope or none. */
const hospitalInfo = (scope?: RequestScope) =>
  callService(
    { service: 'hospital', path: '/hospitals/info/1', caller: { scope } },
    z.object({ hospitalName: z.string() }),
  )

async function failureOf(call: Promise<unknown>): Promise<ServiceError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`)
  return error
}

describe('the shared service request', () => {
  it("turns an HTTP error into one typed error with the services' fields", async () => {
    // No token: the hospital service answers 401 in the services' error shape (docs/rules/common.md#errors).
    const error = await failureOf(hospitalInfo())
    expect(error).toMatchObject({ kind: 'http', status: 401, errorMessage: 'Unauthorized' })
    expect(error.url).toBe('http://services.test/hospital-service/hospitals/info/1')
  })

  it.each([
    ['timeout', 'timeout', 0],
    ['refused', 'network', 0],
    ['malformed-json', 'invalid-response', 200],
    ['server-error', 'http', 500],
  ] as const)('reports a %s as kind %s', async (fault, kind, status) => {
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: fault })
    const error = await failureOf(hospitalInfo())
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
  })

  it('refuses an answer that does not match the expected shape', async () => {
    const call = callService(
      {
        service: 'logger',
        path: '/logger/logs',
        method: 'POST',
        json: { loggingType: 'INFO', portal: 'PATIENT_PORTAL', logMessage: 'm' },
      },
      z.object({ nothing: z.string() }),
    )
    const error = await failureOf(call)
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/Unexpected response: nothing/)
  })

  it('reports every failure to the logger service as docs/rules/common.md#service-calls says, without the query string', async () => {
    injectFault({ path: '/appointment-service/appointments', kind: 'server-error' })
    await failureOf(
      callService(
        { service: 'appointment', path: '/appointments', query: { 'patient-id': 1, email: 'asha@example.org' } },
        z.unknown(),
      ),
    )
    // fire-and-forget: the report arrives after the call has answered (ADR 45)
    await expect.poll(async () => (await standInLogs()).length).toBeGreaterThan(0)
    const [latest] = await standInLogs()
    expect(latest).toMatchObject({ loggingType: 'ERROR', portal: 'PATIENT_PORTAL' })
    expect(latest?.logMessage).toBe('http://services.test/appointment-service/appointments 500 Internal Server Error')
    expect(latest?.logMessage).not.toContain('asha@example.org')
  })

  it("still throws the call's own error when the logger is down too", async () => {
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    injectFault({ path: '/logger-service/logger/logs', kind: 'refused' })
    const error = await failureOf(hospitalInfo())
    expect(error).toMatchObject({ kind: 'http', status: 500 })
  })

  it('never waits for the logger service: a hanging one costs the call nothing', async () => {
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    injectFault({ path: '/logger-service/logger/logs', kind: 'timeout' })
    const started = Date.now()
    await failureOf(hospitalInfo())
    expect(Date.now() - started).toBeLessThan(200)
  })

  it('drops and counts reports when the queue to a hanging logger service is full', async () => {
    injectFault({ path: '/logger-service/logger/logs', kind: 'timeout' })
    const dropped = async () => (await metrics().loggerDropped.get()).values[0]?.value ?? 0
    const before = await dropped()
    // one is with the sender, LOGGER_QUEUE_LIMIT wait, 5 more find the queue full
    for (let i = 0; i < LOGGER_QUEUE_LIMIT + 6; i++) reportToLogger({ logMessage: `report ${i}` })
    expect((await dropped()) - before).toBe(5)
  })

  it('does not report an expected status (a patient without a photo) as an error', async () => {
    const photo = await failureOf(
      callServiceForFile({ service: 'patient', path: '/patients/999/images', expectedStatuses: [401, 404] }),
    )
    expect(photo.kind).toBe('http')
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    await failureOf(hospitalInfo())
    // reports leave in order: once the later one is there, the expected one would be too
    await expect.poll(async () => (await standInLogs()).length).toBeGreaterThan(0)
    expect((await standInLogs()).map((l) => l.logMessage).join('\n')).not.toContain('/patients/999/images')
  })

  it("sends the page request's id to the services", async () => {
    let seen: string | null = null
    server.use(
      http.get(`${SERVICES_URL}/hospital-service/hospitals/info/:id`, ({ request }) => {
        seen = request.headers.get('x-request-id')
        return undefined
      }),
    )
    await failureOf(hospitalInfo(newScope({ requestId: 'req-0123456789' })))
    expect(seen).toBe('req-0123456789')
  })

  it("ends a call when the page's budget ends, before its own budget", async () => {
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'timeout' })
    const started = Date.now()
    const error = await failureOf(hospitalInfo(newScope({ requestId: 'r', deadline: Date.now() + 100 })))
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(400)
  })
})

describe("a service's circuit breaker", () => {
  const settings = { SERVICES_BREAKER_FAILURES: '3', SERVICES_BREAKER_OPEN_MS: '300' }
  function useSettings() {
    Object.assign(process.env, settings)
    resetEnvCache()
    resetBreakers()
  }
  afterEach(() => {
    for (const key of Object.keys(settings)) delete process.env[key]
    resetEnvCache()
  })

  /** Counts the requests that reach the hospital service's info path (a fault or the stand-in). */
  function countCalls() {
    const count = { calls: 0 }
    server.use(
      http.all(`${SERVICES_URL}/hospital-service/hospitals/info/:id`, () => {
        count.calls += 1
        return undefined
      }),
    )
    return count
  }

  it('opens after repeated outages and then answers at once without calling the service', async () => {
    useSettings()
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    const count = countCalls()
    for (let i = 0; i < 3; i++) expect((await failureOf(hospitalInfo())).status).toBe(500)
    expect(breakerState('hospital')).toBe('open')
    const started = Date.now()
    const error = await failureOf(hospitalInfo())
    expect(error.kind).toBe('circuit-open')
    expect(Date.now() - started).toBeLessThan(50)
    expect(count.calls).toBe(3)
  })

  it('lets one trial call test the service after a while, and closes when it answers', async () => {
    useSettings()
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error', times: 3 })
    for (let i = 0; i < 3; i++) await failureOf(hospitalInfo())
    await new Promise((resolve) => setTimeout(resolve, 350))
    const count = countCalls()
    // the trial and a call made while it runs: the second does not wait for it and does not call
    const trial = hospitalInfo().catch((e: unknown) => e)
    const during = await failureOf(hospitalInfo())
    expect(during.kind).toBe('circuit-open')
    // without a token the service answers 401: an answer, so the service is back
    expect(await trial).toMatchObject({ kind: 'http', status: 401 })
    expect(count.calls).toBe(1)
  })

  it('does not count answers (4xx) as outages', async () => {
    useSettings()
    for (let i = 0; i < 5; i++) expect((await failureOf(hospitalInfo())).status).toBe(401)
    expect(breakerState('hospital')).toBe('closed')
  })
})
