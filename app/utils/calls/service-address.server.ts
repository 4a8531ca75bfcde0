/**
 * Where each hospital service lives. Production puts every service under one
 * origin ("paths"); a test host gives each its own port ("ports", docs/rules/common.md#service-calls).
 */
export const servicePorts = {
  admin: 30000,
  appointment: 30001,
  config: 30002,
  consultation: 30003,
  doctor: 30005,
  hospital: 30006,
  patient: 30007,
  logger: 30011,
} as const

export type ServiceName = keyof typeof servicePorts
export type ServicesLayout = 'paths' | 'ports'

export function serviceUrl(
  service: ServiceName,
  path: string,
  { baseUrl, layout }: { baseUrl: string; layout: ServicesLayout },
): URL {
  const origin = new URL(baseUrl)
  if (layout === 'ports') origin.port = String(servicePorts[service])
  const prefix = origin.pathname.replace(/\/$/, '')
  return new URL(`${prefix}/${service}-service${path}`, origin)
}
