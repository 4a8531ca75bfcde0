import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  isBrokenCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel'
import type { ServiceName } from '~/utils/calls/service-address.server'
import { ServiceError } from '~/utils/calls/service-error'
import { getEnv } from '~/utils/env.server'
import { metrics } from '~/utils/observability/metrics.server'
import { remember } from '~/utils/remember.server'

/**
 * One circuit breaker per hospital service, per instance (ADR 44): after SERVICES_BREAKER_FAILURES
 * outages in a row the circuit opens and calls fail at once for SERVICES_BREAKER_OPEN_MS; then one
 * trial call tests the service while every other call still fails at once. An outage is a
 * timeout, no answer, a 5xx or an unreadable answer; a 4xx is the service answering.
 * Remembered (remember.server.ts): a build re-imported in development keeps the instance's circuits.
 */
export type BreakerState = 'closed' | 'open' | 'half-open'

const stateNames: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  // isolated (held open by hand) is not used by the portal; it reads as open
  [CircuitState.Isolated]: 'open',
}
const gaugeValues: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 }

export function isOutage(error: unknown): boolean {
  return error instanceof ServiceError && (error.kind !== 'http' || error.status >= 500)
}

const breakers = remember('circuit-breakers', () => new Map<ServiceName, CircuitBreakerPolicy>())

function breakerOf(service: ServiceName): CircuitBreakerPolicy {
  let breaker = breakers.get(service)
  if (!breaker) {
    const env = getEnv()
    breaker = circuitBreaker(handleWhen(isOutage), {
      halfOpenAfter: env.SERVICES_BREAKER_OPEN_MS,
      breaker: new ConsecutiveBreaker(env.SERVICES_BREAKER_FAILURES),
    })
    const gauge = metrics().breakerState.labels(service)
    gauge.set(0)
    breaker.onStateChange((state) => gauge.set(gaugeValues[stateNames[state]]))
    breakers.set(service, breaker)
  }
  return breaker
}

/** Thrown instead of calling a service whose circuit is open (or testing with its one trial call). */
export class CircuitOpenError extends Error {
  constructor(readonly service: ServiceName) {
    super(`The ${service} service's circuit is open`)
    this.name = 'CircuitOpenError'
  }
}

/**
 * Runs `call` through the service's breaker. An open circuit, or one whose single trial call is
 * under way, throws CircuitOpenError at once (cockatiel alone would make callers wait for the trial).
 */
export async function throughBreaker<T>(service: ServiceName, call: () => Promise<T>): Promise<T> {
  const breaker = breakerOf(service)
  if (breaker.state === CircuitState.HalfOpen) throw new CircuitOpenError(service)
  try {
    return await breaker.execute(call)
  } catch (error) {
    if (isBrokenCircuitError(error)) throw new CircuitOpenError(service)
    throw error
  }
}

export function breakerState(service: ServiceName): BreakerState {
  const breaker = breakers.get(service)
  return breaker ? stateNames[breaker.state] : 'closed'
}

/** Every service called so far and its circuit, for the readiness endpoint. */
export function breakerStates(): Partial<Record<ServiceName, BreakerState>> {
  return Object.fromEntries([...breakers.keys()].map((service) => [service, breakerState(service)]))
}

/** Forget every breaker (tests: each starts with closed circuits and the current settings). */
export function resetBreakers() {
  breakers.clear()
}
