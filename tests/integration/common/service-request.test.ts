import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ServiceError } from '~/utils/service-error'
import { callService } from '~/utils/service-request.server'
import { injectFault } from '../../mocks/standin'
import { standInLogs } from '../../support/standin-logs'

const hospitalInfo = () =>
  callService({ service: 'hospital', path: '/hospitals/info/1' }, z.object({ hospitalName: z.string() }))

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
    // No token: the hospital service answers 401 in the spec's error shape.
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

  it('reports every failure to the logger service as the spec says, without the query string', async () => {
    injectFault({ path: '/appointment-service/appointments', kind: 'server-error' })
    await failureOf(
      callService(
        { service: 'appointment', path: '/appointments', query: { 'patient-id': 1, email: 'asha@example.org' } },
        z.unknown(),
      ),
    )
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

  it('gives up on a logger that does not answer instead of holding the page', async () => {
    injectFault({ path: '/hospital-service/hospitals/info/:id', kind: 'server-error' })
    injectFault({ path: '/logger-service/logger/logs', kind: 'timeout' })
    const started = Date.now()
    await failureOf(hospitalInfo())
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
